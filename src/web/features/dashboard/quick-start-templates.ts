import {
  BriefcaseIcon,
  LayoutDashboardIcon,
  ListChecksIcon,
  type LucideIcon,
  NotebookPenIcon,
  ShoppingBagIcon,
  UsersIcon,
} from 'lucide-react';

export interface QuickStartTemplate {
  id: string;
  title: string;
  summary: string;
  icon: LucideIcon;
  /** Classes for the icon tile, so the six read apart at a glance. */
  tint: string;
  /** A concrete brief: the generator builds better from named pages and features than from a category. */
  prompt: string;
}

export const quickStartTemplates: readonly QuickStartTemplate[] = [
  {
    id: 'e-commerce',
    title: 'E-commerce Store',
    summary: 'Catalogue, product pages, cart and checkout',
    icon: ShoppingBagIcon,
    tint: 'bg-emerald-50 text-emerald-600 ring-emerald-100',
    prompt:
      'An online store for a small coffee roaster: a home page with featured beans, a product catalogue with filters for roast level and origin, product pages with grind and bag-size options, a shopping cart with quantity controls and a running total, and a checkout form with shipping details and an order summary.',
  },
  {
    id: 'portfolio',
    title: 'Portfolio Website',
    summary: 'Case studies, skills, experience and contact',
    icon: BriefcaseIcon,
    tint: 'bg-amber-50 text-amber-600 ring-amber-100',
    prompt:
      'A portfolio site for a product designer: a hero with name, role and a short bio, a grid of case studies filterable by discipline that open into detail pages with images and outcomes, a skills and tools section, a timeline of past roles, and a contact form.',
  },
  {
    id: 'social',
    title: 'Social Media App',
    summary: 'Feed, profiles, likes, comments and follows',
    icon: UsersIcon,
    tint: 'bg-pink-50 text-pink-600 ring-pink-100',
    prompt:
      'A social app for sharing home-cooked meals: a feed of posts with a photo, caption and recipe tags, likes and threaded comments, user profiles with follower and following counts and a grid of their posts, a follow button, and a page for creating a new post with an image preview.',
  },
  {
    id: 'admin',
    title: 'Dashboard Admin',
    summary: 'KPIs, charts, user table and settings',
    icon: LayoutDashboardIcon,
    tint: 'bg-sky-50 text-sky-600 ring-sky-100',
    prompt:
      'An admin dashboard for a SaaS product: sidebar navigation, KPI cards for monthly recurring revenue, active users and churn rate, a line chart of sign-ups per week, a searchable and sortable users table with role badges and a status filter, and a settings page listing team members and API keys.',
  },
  {
    id: 'blog',
    title: 'Blog Platform',
    summary: 'Posts, categories, search and an editor',
    icon: NotebookPenIcon,
    tint: 'bg-violet-50 text-violet-600 ring-violet-100',
    prompt:
      'A blog for a travel writer: a home page with the latest posts as cards, category and tag pages, a post page with a cover image, reading time and related posts, search across titles and tags, and a markdown editor with live preview for writing and publishing new posts.',
  },
  {
    id: 'tasks',
    title: 'Task Manager',
    summary: 'Kanban board, due dates, priorities',
    icon: ListChecksIcon,
    tint: 'bg-orange-50 text-orange-600 ring-orange-100',
    prompt:
      'A task manager for a small team: projects listed in a sidebar, a kanban board with To do, In progress and Done columns and drag-and-drop cards, tasks with an assignee, due date, priority and checklist, a "My tasks" view sorted by due date, and filters by priority and assignee.',
  },
];
