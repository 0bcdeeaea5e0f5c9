/**
 * The client's page's styles, in the site's theme (the custom properties `themeStyle` sets): a card on
 * the site's background, one column on a phone, the fields in two columns where there is room.
 */
export const testimonialPageCss = `
html body{margin:0;background:var(--background,#f3f3f3);color:var(--ink,#111);font-family:var(--font-body,system-ui,sans-serif);line-height:1.55}
.tr-page{min-height:100vh;box-sizing:border-box;display:grid;place-items:center;padding:clamp(16px,5vw,56px) 16px}
.tr-card{box-sizing:border-box;width:100%;max-width:34rem;background:var(--background-raised,#fff);border-radius:20px;padding:clamp(24px,5vw,48px);box-shadow:0 1px 2px rgba(0,0,0,.06),0 16px 48px rgba(0,0,0,.08);overflow-wrap:anywhere}
.wide .tr-card{max-width:44rem}
.tr-card h1{font-family:var(--font-display,inherit);font-size:clamp(1.6rem,5vw,2.3rem);line-height:1.15;margin:0 0 .75rem}
.lead{font-size:1.05rem;margin:0 0 1.25rem}
.message{margin:0 0 1.25rem;padding:1rem 1.25rem;border-inline-start:4px solid var(--primary,#08afff);background:color-mix(in srgb,var(--primary,#08afff) 8%,transparent);border-radius:12px}
.message figcaption{font-size:.85rem;font-weight:600;opacity:.75;margin-bottom:.25rem}
.message blockquote{margin:0;white-space:pre-line}
.review{display:flex;gap:.6rem;align-items:flex-start;font-size:.95rem;margin:0 0 1.5rem;padding:.8rem 1rem;border-radius:12px;background:color-mix(in srgb,var(--ink,#111) 6%,transparent)}
.review svg{flex:none;margin-top:.1rem}
.summary{margin:0 0 1.25rem;padding:.8rem 1rem;border-radius:12px;background:#fdecea;color:#8a1c12;font-weight:600}
form{display:grid;gap:1.1rem}
.two{display:grid;gap:1.1rem;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr))}
.field{display:grid;gap:.35rem;min-width:0;margin:0;padding:0;border:0}
.field label,.field legend{font-weight:600;padding:0}
.optional{font-weight:400;opacity:.7}
.field input:not([type=radio]):not([type=file]),.field textarea{box-sizing:border-box;width:100%;font:inherit;color:inherit;background:var(--background-raised,#fff);border:1.5px solid color-mix(in srgb,var(--ink,#111) 25%,transparent);border-radius:10px;padding:.7rem .85rem}
.field textarea{resize:vertical;min-height:8rem}
.field input:focus-visible,.field textarea:focus-visible,button:focus-visible,.home:focus-visible{outline:3px solid var(--primary,#08afff);outline-offset:2px}
.field [aria-invalid=true]{border-color:#c62828}
.field input[type=file]{font:inherit;max-width:100%}
.hint{margin:0;font-size:.85rem;opacity:.75}
.error{margin:0;font-size:.9rem;color:#c62828;font-weight:600}
.stars{display:flex;flex-wrap:wrap;gap:.5rem}
.star-option{position:relative;display:inline-flex;align-items:center;padding:.5rem .85rem;border-radius:999px;border:1.5px solid color-mix(in srgb,var(--ink,#111) 25%,transparent);cursor:pointer;color:#b57f00;letter-spacing:.08em;font-size:1.15rem;font-weight:400;line-height:1.2}
.star-option input{position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}
.star-option:has(:checked){border-color:var(--primary,#08afff);background:color-mix(in srgb,var(--primary,#08afff) 14%,transparent)}
.star-option:has(:focus-visible){outline:3px solid var(--primary,#08afff);outline-offset:2px}
button{justify-self:start;font:inherit;font-weight:700;border:0;border-radius:999px;padding:.85rem 1.6rem;background:var(--primary,#08afff);color:var(--on-primary,#041018);cursor:pointer}
.trap{position:absolute;inset-inline-start:-10000px;width:1px;height:1px;overflow:hidden}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.mark{width:3rem;height:3rem;border-radius:50%;display:grid;place-items:center;font-size:1.4rem;font-weight:700;margin:0 0 1rem}
.mark.done{background:color-mix(in srgb,#2e7d32 15%,transparent);color:#2e7d32}
.mark.closed{background:color-mix(in srgb,var(--primary,#08afff) 15%,transparent);color:var(--ink,#111)}
.home{display:inline-block;font-weight:700;color:var(--ink,#111);padding:.5rem 0;text-underline-offset:4px}
@media (max-width:480px){button{justify-self:stretch}}
`
  .trim()
  .replaceAll("\n", "");
