import { Document, Link, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { withoutUndrawable } from "#server/fonts/drawable.ts";
import { textDirection } from "#shared/site-config/text-direction.ts";
import { formatList } from "#shared/texts/fill.ts";
import { resumeFontFamilies } from "./resume-fonts.ts";
import { type ResumeEntry, type ResumeModel, skillRows } from "./resume-model.ts";

/**
 * The résumé as a PDF, drawn with @react-pdf/renderer from the same model as the web page (decision 098).
 * This module is imported only when a résumé is generated, so the PDF libraries stay out of memory until then.
 */

const ink = "#1a1a1a";
const muted = "#555555";

const styles = StyleSheet.create({
  page: {
    paddingTop: 44,
    paddingBottom: 52,
    paddingHorizontal: 50,
    fontSize: 9.5,
    lineHeight: 1.45,
    color: ink,
  },
  name: { fontWeight: 700, fontSize: 26, lineHeight: 1.1 },
  headline: { fontSize: 12, fontWeight: 600, marginTop: 5 },
  contact: { flexDirection: "row", flexWrap: "wrap", marginTop: 8, color: muted, fontSize: 9 },
  contactItem: { marginRight: 12, marginBottom: 2 },
  link: { color: ink, textDecoration: "none" },
  rule: { height: 2, marginTop: 12, marginBottom: 4 },
  heading: {
    fontSize: 9,
    fontWeight: 700,
    letterSpacing: 1.4,
    textTransform: "uppercase",
    marginTop: 14,
    marginBottom: 6,
  },
  entry: { marginBottom: 9 },
  entryHead: { flexDirection: "row", justifyContent: "space-between" },
  role: { fontSize: 10.5, fontWeight: 700, flexShrink: 1, paddingRight: 10 },
  period: { color: muted, fontSize: 9, flexShrink: 0, maxWidth: "40%", textAlign: "right" },
  company: { fontWeight: 600, color: muted, marginBottom: 2 },
  bullet: { flexDirection: "row", marginTop: 1 },
  bulletMark: { width: 10 },
  bulletText: { flex: 1 },
  skillRow: { flexDirection: "row", marginBottom: 3 },
  skillCategory: { width: 90, fontWeight: 600, paddingRight: 8 },
  skillItems: { flex: 1 },
  technologies: { color: muted, fontSize: 8.5, marginTop: 1 },
  quote: { fontSize: 9.5, marginBottom: 2 },
});

/**
 * A right-to-left résumé (the site's language is Arabic, Hebrew…): text starts at the right, rows run
 * from the right (the period and the bullet on the other side), spacing mirrored. The characters of
 * each line are put in order by react-pdf's bidi, so a phone number or a Latin name stays readable.
 */
const rightToLeftStyles = StyleSheet.create({
  ...styles,
  page: { ...styles.page, textAlign: "right" },
  // Arabic letters rise and fall further than Latin ones: the name's lines need more room.
  name: { ...styles.name, lineHeight: 1.5 },
  contact: { ...styles.contact, flexDirection: "row-reverse" },
  contactItem: { ...styles.contactItem, marginRight: 0, marginLeft: 12 },
  entryHead: { ...styles.entryHead, flexDirection: "row-reverse" },
  role: { ...styles.role, paddingRight: 0, paddingLeft: 10 },
  period: { ...styles.period, textAlign: "left" },
  bullet: { ...styles.bullet, flexDirection: "row-reverse" },
  skillRow: { ...styles.skillRow, flexDirection: "row-reverse" },
  skillCategory: { ...styles.skillCategory, paddingRight: 0, paddingLeft: 8 },
});

/** The styles for the résumé's language's direction. */
const stylesFor = (model: ResumeModel) =>
  textDirection(model.language) === "rtl" ? rightToLeftStyles : styles;

/** A section: its heading kept with at least the start of what follows (no heading alone at a page's foot). */
function Section({ title, accent, children }: { title: string; accent: string; children: ReactNode }) {
  return (
    <View>
      <Text style={[styles.heading, { color: accent }]} minPresenceAhead={56}>
        {title}
      </Text>
      {children}
    </View>
  );
}

function Header({ model, nameFamily }: { model: ResumeModel; nameFamily: string[] }) {
  const s = stylesFor(model);
  return (
    <View>
      <Text style={[s.name, { fontFamily: nameFamily }]}>{model.name}</Text>
      {model.headline ? <Text style={[s.headline, { color: model.accent }]}>{model.headline}</Text> : null}
      <View style={s.contact}>
        {model.location ? <Text style={s.contactItem}>{model.location}</Text> : null}
        {model.phone ? <Text style={s.contactItem}>{model.phone}</Text> : null}
        {model.links.map((link) => (
          <Link key={link.href} src={link.href} style={[s.contactItem, s.link]}>
            {link.label}
          </Link>
        ))}
      </View>
      <View style={[s.rule, { backgroundColor: model.accent }]} />
    </View>
  );
}

/** A section of dated entries (roles, schools, certificates, awards): what and when, where, then its words. */
function Entries({ title, entries, model }: { title: string; entries: ResumeEntry[]; model: ResumeModel }) {
  if (entries.length === 0) return null;
  const s = stylesFor(model);
  return (
    <Section title={title} accent={model.accent}>
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: drawn once; two entries may have the same words
        <View key={`${index}-${entry.role}`} style={s.entry} minPresenceAhead={40}>
          <View style={s.entryHead} wrap={false}>
            <Text style={s.role}>{entry.role}</Text>
            <Text style={s.period}>{entry.period}</Text>
          </View>
          {entry.company ? <Text style={s.company}>{entry.company}</Text> : null}
          {entry.description ? <Text>{entry.description}</Text> : null}
          {entry.highlights.map((highlight) => (
            <View key={highlight} style={s.bullet}>
              <Text style={s.bulletMark}>•</Text>
              <Text style={s.bulletText}>{highlight}</Text>
            </View>
          ))}
        </View>
      ))}
    </Section>
  );
}

function ResumeDocument({ model }: { model: ResumeModel }) {
  const { labels, accent } = model;
  const s = stylesFor(model);
  const families = resumeFontFamilies(model);
  const skills = skillRows(model);
  return (
    <Document
      title={model.meta.title}
      author={model.name}
      subject={model.meta.subject}
      keywords={model.meta.keywords}
      creator="Folio"
      producer="Folio"
      language={model.language}
    >
      <Page size={model.paperSize} style={[s.page, { fontFamily: families.text }]}>
        <Header model={model} nameFamily={families.display} />
        {model.summary ? (
          <Section title={labels["resume.summary"]} accent={accent}>
            <Text>{model.summary}</Text>
          </Section>
        ) : null}
        <Entries title={labels["resume.experience"]} entries={model.experience} model={model} />
        <Entries title={labels["resume.education"]} entries={model.education} model={model} />
        {skills.length ? (
          <Section title={labels["resume.skills"]} accent={accent}>
            {skills.map((group) => (
              <View key={group.category} style={s.skillRow} wrap={false}>
                <Text style={s.skillCategory}>{group.category}</Text>
                <Text style={s.skillItems}>{formatList(model.language, group.items)}</Text>
              </View>
            ))}
          </Section>
        ) : null}
        <Entries title={labels["resume.certificates"]} entries={model.certificates} model={model} />
        <Entries title={labels["resume.awards"]} entries={model.awards} model={model} />
        {model.projects.length ? (
          <Section title={labels["resume.projects"]} accent={accent}>
            {model.projects.map((project, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: drawn once; two entries may have the same words
              <View key={`${index}-${project.title}`} style={s.entry} wrap={false}>
                <Link src={project.href} style={[s.role, s.link]}>
                  {project.title}
                </Link>
                {project.description ? <Text>{project.description}</Text> : null}
                {project.technologies.length ? (
                  <Text style={s.technologies}>{project.technologies.join(" · ")}</Text>
                ) : null}
              </View>
            ))}
          </Section>
        ) : null}
        {model.writing.length ? (
          <Section title={labels["resume.writing"]} accent={accent}>
            {model.writing.map((post) => (
              <View key={post.href} style={s.entry} wrap={false}>
                <View style={s.entryHead}>
                  <Link src={post.href} style={[s.role, s.link]}>
                    {post.title}
                  </Link>
                  <Text style={s.period}>{post.date}</Text>
                </View>
                {post.summary ? <Text>{post.summary}</Text> : null}
              </View>
            ))}
          </Section>
        ) : null}
        {model.testimonials.length ? (
          <Section title={labels["resume.testimonials"]} accent={accent}>
            {model.testimonials.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: drawn once; two entries may have the same words
              <View key={`${index}-${entry.name}`} style={s.entry} wrap={false}>
                <Text style={s.quote}>“{entry.quote}”</Text>
                <Text style={s.company}>
                  {entry.name}
                  {entry.role ? `, ${entry.role}` : ""}
                </Text>
              </View>
            ))}
          </Section>
        ) : null}
      </Page>
    </Document>
  );
}

/**
 * The résumé's PDF bytes. What no font can draw is left out of every text (react-pdf would draw a wrong
 * glyph over its neighbours); the Résumé tab names those characters to the owner.
 */
export async function renderResumePdf(model: ResumeModel): Promise<Buffer> {
  const drawable: ResumeModel = JSON.parse(JSON.stringify(model), (_key, value) =>
    typeof value === "string" ? withoutUndrawable(value).trim() : value,
  );
  return renderToBuffer(<ResumeDocument model={drawable} />);
}
