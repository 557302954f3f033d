import Briefcase from "lucide-react/icons/briefcase";
import Headphones from "lucide-react/icons/headphones";
import Lightbulb from "lucide-react/icons/lightbulb";
import ShieldCheck from "lucide-react/icons/shield-check";
import type { LucideIcon } from "lucide-react";

export const CORE_VALUES: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: "Security First",
    text: "Client data is the most sensitive thing our customers hold. Every product we list is reviewed for encryption, access control and data handling.",
    icon: ShieldCheck,
  },
  {
    title: "Innovation",
    text: "We look for tools that remove manual work — automation, AI assistance and integrations — and bring them to firms of every size.",
    icon: Lightbulb,
  },
  {
    title: "Professional Focus",
    text: "We serve accountants, tax preparers and financial planners only, so every product, template and guide is chosen for the way you work.",
    icon: Briefcase,
  },
  {
    title: "Expert Support",
    text: "Our support team includes former practitioners who understand deadlines, busy season and what is at stake when software stops.",
    icon: Headphones,
  },
];

export const MILESTONES: { year: string; title: string; text: string }[] = [
  {
    year: "2018",
    title: "Founded",
    text: "Countinghouse was founded by practicing CPAs frustrated by how hard it was to find, compare and trust professional software.",
  },
  {
    year: "2020",
    title: "First 1,000 Users",
    text: "A thousand firms were using the marketplace to buy tax software, templates and practice tools.",
  },
  {
    year: "2022",
    title: "Cloud Platform Launch",
    text: "We launched our cloud platform, bringing SaaS subscriptions, secure downloads and one account for every purchase.",
  },
  {
    year: "2024",
    title: "10,000+ Professionals",
    text: "More than 10,000 professionals now rely on Countinghouse, with an AI advisor that recommends what fits each practice.",
  },
];

export const LEADERS: { name: string; role: string; initials: string; bio: string }[] = [
  {
    name: "Margaret Ellison, CPA",
    role: "CEO & Founder",
    initials: "ME",
    bio: "Ran a 12-person tax and advisory firm for fifteen years before founding Countinghouse to fix the software buying experience she lived through.",
  },
  {
    name: "David Okafor",
    role: "CTO",
    initials: "DO",
    bio: "Has built secure financial platforms for two decades, with a focus on data protection and systems that stay up during filing season.",
  },
  {
    name: "Priya Raman",
    role: "VP of Product",
    initials: "PR",
    bio: "A former enrolled agent and product leader who makes sure every feature starts with a real problem in a real practice.",
  },
];

export const STATISTICS: { value: string; label: string }[] = [
  { value: "10,000+", label: "Professionals" },
  { value: "99.9%", label: "Uptime Guarantee" },
  { value: "24/7", label: "Support" },
  { value: "50+", label: "Products" },
];
