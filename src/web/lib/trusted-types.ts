interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createHTML?: (input: string) => string; createScriptURL?: (input: string) => string },
  ): unknown;
  defaultPolicy: unknown;
}

/**
 * The site's default Trusted Types policy, for the strict Content-Security-Policy level
 * (`require-trusted-types-for 'script'; trusted-types default folio-sw`). A string may reach an HTML
 * sink only when it holds no markup: the notification library's style engine sets a `<style>`
 * element's `innerHTML` to a blank. Other markup and scripts from strings are refused, and script
 * URLs but the site's own built files under `/assets/` (the service worker's URL goes through `/sw-register.js`'s own "folio-sw" policy, which does not
 * wait for this one). Without Trusted Types (the default level, or a browser without them) this does
 * nothing. Installed when this module is evaluated: the browser entry imports it before anything else.
 */
function installTrustedTypesPolicy(): void {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy("default", {
    createHTML: (input) => {
      if (/[<&]/.test(input)) throw new TypeError("HTML from a string is not allowed on this site");
      return input;
    },
    // The site's own built files only (the admin's PDF preview starts pdf.js's worker from one).
    createScriptURL: (input) => {
      const url = new URL(input, window.location.href);
      if (url.origin === window.location.origin && url.pathname.startsWith("/assets/")) return url.href;
      throw new TypeError("Script URLs from a string are not allowed on this site");
    },
  });
}

installTrustedTypesPolicy();
