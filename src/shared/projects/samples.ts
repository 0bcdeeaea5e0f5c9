import type { Project } from "./schema.ts";

/** The built-in sample projects of the specification: the gallery's fallback when the database has none or fails. */
const sampleTimestamp = "2025-01-01T00:00:00.000Z";

function sample(
  index: number,
  fields: Pick<Project, "title" | "description" | "duration" | "technologies" | "features" | "links">,
): Project {
  return {
    id: `sample-${index}`,
    category: "Web Development",
    image: `/images/projects/sample-${index}.svg`,
    video: null,
    status: "Completed",
    priority: 0,
    isActive: true,
    position: null,
    imageFocus: null,
    // Samples have no page of their own (they are not in the database).
    slug: "",
    body: "",
    gallery: [],
    seoTitle: "",
    seoDescription: "",
    socialCard: null,
    createdAt: sampleTimestamp,
    updatedAt: sampleTimestamp,
    imageAsset: { width: 1600, height: 1000, srcset: "" },
    ...fields,
  };
}

export const sampleProjects: readonly Project[] = [
  sample(1, {
    title: "E-Commerce Platform",
    description:
      "A full-stack MERN storefront with product search, a persistent cart, secure checkout and an admin panel for orders and inventory.",
    duration: "3 months",
    technologies: ["React", "Node JS", "Express", "MongoDB", "Redux"],
    features: ["Product search and filters", "Secure checkout", "Order management dashboard"],
    links: {},
  }),
  sample(2, {
    title: "Task Management App",
    description:
      "A collaborative task board with real-time updates, drag-and-drop columns, due-date reminders and team workspaces.",
    duration: "3 months",
    technologies: ["React", "Node JS", "Socket.io", "MongoDB", "Tailwind"],
    features: ["Real-time collaboration", "Drag-and-drop board", "Deadline reminders"],
    links: {},
  }),
  sample(3, {
    title: "Weather Dashboard",
    description:
      "A responsive weather dashboard with city search, hourly and weekly forecasts, and charts that adapt to every screen size.",
    duration: "1 month",
    technologies: ["JavaScript", "React", "Chart.js", "CSS"],
    features: ["City search", "Hourly and weekly forecasts", "Responsive charts"],
    links: {},
  }),
  sample(4, {
    title: "Portfolio Website",
    description:
      "An animated single-page portfolio with smooth scrolling, scroll-triggered reveals and a contact form that reaches the owner's inbox.",
    duration: "10 days",
    technologies: ["React", "GSAP", "CSS Modules"],
    features: ["Smooth scrolling", "Scroll-triggered animations", "Contact form"],
    links: {},
  }),
];
