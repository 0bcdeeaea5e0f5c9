// Realistic projects for the benchmarks: a title, a paragraph, a category, technologies, features,
// links and an external image, as an owner would enter them.
const categories = ["Web Development", "Mobile", "Design Systems", "Data Visualisation", "Open Source"];
const technologies = ["React", "TypeScript", "Node JS", "PostgreSQL", "Tailwind", "GraphQL", "Vite", "Redis"];

/** `count` project documents for `POST /api/projects/import`, with ids starting after `offset`. */
export function sampleProjects(count, offset = 0) {
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i + 1;
    return {
      id: `bench-${String(n).padStart(5, "0")}`,
      title: `Client Project ${n}: Booking Platform`,
      description:
        `A responsive booking platform for a regional business (number ${n}), with online payments, ` +
        "calendar sync, automated reminders and an admin area for staff schedules. Built for fast first " +
        "paint on phones and tested with real users over three iterations.",
      category: categories[n % categories.length],
      image: `https://images.example.com/projects/${n}.webp`,
      technologies: [0, 1, 2, 3].map((k) => technologies[(n + k) % technologies.length]),
      features: ["Online payments", "Calendar sync", "Reminder e-mails", "Staff dashboard"],
      links: { live: `https://example.com/work/${n}`, github: `https://github.com/example/project-${n}` },
      duration: `${(n % 6) + 1} months`,
      status: "Completed",
      priority: n % 10,
      isActive: true,
    };
  });
}
