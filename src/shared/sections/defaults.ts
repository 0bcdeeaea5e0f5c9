import { defaultFieldRules } from "#shared/feedback/rules.ts";
import type {
  AboutContent,
  ContactContent,
  ExperienceContent,
  FooterContent,
  HeroContent,
  ProjectsContent,
  ServicesContent,
  TestimonialsContent,
} from "./schema.ts";

/** The page's sample texts, seeded as the first content sections. */

export const defaultHeroContent: HeroContent = {
  mainTitle: "Stack Developer",
  subtitle: "Hi, I'm Alex — a MERN full",
  description:
    "I design and build fast, accessible web apps with React, Node.js and MongoDB — from the first sketch to a production deploy.",
  ctaText: "Let's build together",
  backgroundImage: "",
  overlayOpacity: 0.5,
  loaderYear: "2025",
  availability: "Available for freelance work",
  showAvailability: true,
};

export const defaultAboutContent: AboutContent = {
  eyebrow: "About me",
  title: "Hello, I'm Alex Morgan",
  introduction: "A developer who turns ideas into fast, thoughtful products on the web.",
  description:
    "I blend *clean code* with careful design. *React* on the front, *Node.js* and *MongoDB* behind it, and an eye for the small details that make an interface feel *effortless*.",
  image: "/images/portrait.webp",
  imageAlt: "",
  imageFocus: null,
  signature: "/images/signature.svg",
  caption: "{name} — full-stack developer",
  skills: ["React", "Node.js", "Express", "MongoDB", "TypeScript"],
  experience: "5+ months",
  projects: "5+",
  clients: "4",
};

export const defaultServicesContent: ServicesContent = {
  title: "WHAT / MAKES ME / DIFFERENT",
  subtitle: "Blending Creativity with Functionality",
  description:
    "Every project starts with the people who will use it. I pair bold, modern visuals with solid engineering so that what looks good also works well — on every screen.",
  stats: [
    { value: "5+", label: "Months of experience" },
    { value: "5+", label: "Successful projects" },
    { value: "100%", label: "Secure code" },
    { value: "100%", label: "Professional and quality code" },
  ],
  services: [
    {
      name: "Responsive Web",
      description:
        "Layouts that feel native everywhere, from a small phone to an ultrawide monitor, without a single pixel out of place.",
      icon: "monitor-smartphone",
      features: ["Mobile first", "Fluid type", "Accessible"],
    },
    {
      name: "Simple & Efficient Code",
      description:
        "Readable, tested code with no waste: small bundles, fast APIs and a codebase the next developer will enjoy.",
      icon: "code",
      features: ["Clean architecture", "Tested", "Fast"],
    },
  ],
  skillsetTitle: "Professional Skillset",
  technologies: [
    { name: "Html 5", icon: "H5" },
    { name: "CSS", icon: "CSS" },
    { name: "JavaScript", icon: "JS" },
    { name: "React", icon: "Re" },
    { name: "Redux", icon: "Rx" },
    { name: "Tailwind", icon: "Tw" },
    { name: "Bootstrap", icon: "Bs" },
    { name: "Node JS", icon: "No" },
    { name: "Mongodb", icon: "Mo" },
    { name: "Git & GitHub", icon: "Git" },
    { name: "React Native", icon: "RN" },
    { name: "C", icon: "C" },
    { name: "C++", icon: "C++" },
    { name: "Java", icon: "Ja" },
    { name: "SpringBoot", icon: "Sb" },
    { name: "Docker", icon: "Dk" },
  ],
  marquee: [
    "PRODUCTIVE DESIGN",
    "VISUAL DESIGN",
    "Quality Code",
    "Responsive layout",
    "Efficient Code",
    "Blending Creativity",
  ],
};

export const defaultExperienceContent: ExperienceContent = {
  eyebrow: "Journey",
  title: "Experience, skill & freelance work",
  experiences: [
    {
      position: "Experience",
      company: "Four-month internship",
      duration: "February – July 2025",
      description:
        "A four-month internship building scalable web apps with the MERN stack: REST APIs, dashboards and real-time features shipped to real users.",
      technologies: ["MongoDB", "Express", "React", "Node.js"],
      achievements: [],
    },
    {
      position: "Skill",
      company: "Front to back",
      duration: "React · Node.js",
      description:
        "Pixel-careful React interfaces backed by robust back-ends: typed APIs, secure authentication and data models that scale.",
      technologies: ["React", "Redux", "Node.js"],
      achievements: [],
    },
    {
      position: "Freelancer",
      company: "Independent",
      duration: "2024 – today",
      description:
        "Crafted interfaces for small businesses and creators — landing pages, shops and portfolios that load fast and convert.",
      technologies: ["React", "Tailwind", "Figma"],
      achievements: [],
    },
  ],
  skills: [
    { category: "Frontend", items: ["React", "Redux", "Tailwind", "JavaScript"] },
    { category: "Backend", items: ["Node JS", "Express", "SpringBoot", "REST"] },
    { category: "Data", items: ["Mongodb", "SQL", "Redis"] },
    { category: "Tooling", items: ["Git & GitHub", "Docker", "Vite", "CI"] },
  ],
  education: [],
  certificates: [],
  awards: [],
  languages: [],
  quote: "Welcome to my corner of the web — every great product starts with a conversation. Let's have ours.",
  quoteAuthor: "Alex Morgan",
};

export const defaultProjectsContent: ProjectsContent = {
  title: "PROJECTS I WORKED ON 24-25",
  subtitle: "Selected work",
  description: "A few things I designed and built recently.",
  categories: ["All", "Web Development", "App Development", "UI/UX Design"],
  featuredProjects: [],
};

export const defaultTestimonialsContent: TestimonialsContent = {
  title: "WHAT PEOPLE SAY ABOUT ME",
  entries: [
    {
      id: "01",
      name: "Priya Raman",
      position: "Product Lead",
      company: "Northwind Labs",
      content:
        "Alex took a vague idea and turned it into a polished, fast web app in weeks. Communication was clear, deadlines were met, and the code was a pleasure for our team to take over.",
      rating: 5,
      image: "/images/avatars/avatar-1.svg",
    },
    {
      id: "02",
      name: "Daniel Okafor",
      position: "Founder",
      company: "Brightside Studio",
      content:
        "Our new site finally feels like us. Alex cared about every detail, from the animations to the accessibility, and our enquiries doubled in the first month after launch.",
      rating: 5,
      image: "/images/avatars/avatar-2.svg",
    },
    {
      id: "03",
      name: "Sofia Lindqvist",
      position: "Engineering Manager",
      company: "Fjord Digital",
      content:
        "During the internship Alex shipped features end to end with real ownership: clean React components, solid Node.js endpoints and tests that caught bugs before we did.",
      rating: 5,
      image: "/images/avatars/avatar-3.svg",
    },
  ],
};

export const defaultContactContent: ContactContent = {
  title: "CONTACT US",
  text: "Get In Touch with Us and Start Building Your Idea.",
  contactInfo: { email: "", phone: "", location: "" },
  contactForm: {
    enabled: true,
    fields: { ...defaultFieldRules },
    submitText: "Send Message",
    successMessage: "Your feedback has been sent successfully!",
  },
  socialLinks: ["linkedin", "instagram", "github"],
};

export const defaultFooterContent: FooterContent = {
  thankYouMessage: "Thanks for Coming",
  copyright: "© 2024-2025 Alex Morgan. All rights reserved.",
  links: [
    { text: "Home", url: "#home" },
    { text: "Projects", url: "#projects" },
    { text: "Contact", url: "#contact" },
  ],
  socialLinks: ["linkedin", "github", "instagram"],
};
