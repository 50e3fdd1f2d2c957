import {
  BoxesIcon,
  CodeIcon,
  DatabaseIcon,
  GlobeIcon,
  LinkIcon,
  MessageSquareTextIcon,
  RocketIcon,
  ShieldCheckIcon,
  WandSparklesIcon,
} from 'lucide-react';
import { DemoVideo } from '../features/landing/demo-video';
import { FeatureGrid } from '../features/landing/feature-grid';
import { Hero } from '../features/landing/hero';
import { Steps } from '../features/landing/steps';

const howItWorks = [
  {
    icon: MessageSquareTextIcon,
    title: 'Describe',
    text: 'Say what you want in plain language: the pages, the data, the feel. No specs or wireframes needed.',
  },
  {
    icon: CodeIcon,
    title: 'Code + Infra',
    text: 'The AI writes a real React and TypeScript app, wires up the data and builds it while you watch.',
  },
  {
    icon: LinkIcon,
    title: 'Live Link',
    text: 'Publish with one click and share a live link. Keep shaping it in chat; every change is a version.',
  },
];

const features = [
  {
    icon: WandSparklesIcon,
    title: 'AI that writes real code',
    text: 'Readable React, TypeScript and Tailwind you can download, export and own.',
  },
  {
    icon: RocketIcon,
    title: 'Instant preview',
    text: 'Every change builds in seconds and shows up in a live preview beside the chat.',
  },
  {
    icon: GlobeIcon,
    title: 'Shareable live links',
    text: 'Publish to your own link and control who can see it: public, secret or private.',
  },
  {
    icon: DatabaseIcon,
    title: 'Data included',
    text: 'Connect a backend, payments and e-mail from the integrations page in minutes.',
  },
  {
    icon: BoxesIcon,
    title: 'Versions you can restore',
    text: 'Each AI turn is saved. Compare, roll back and keep going without fear.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Secure by default',
    text: 'Two-factor sign-in, encrypted keys and apps served on their own isolated domains.',
  },
];

export function LandingPage() {
  return (
    <>
      <Hero />
      <Steps heading="How it works" intro="Three steps from an idea to an app people can use." steps={howItWorks} />
      <FeatureGrid
        heading="Everything you need to ship"
        intro="One workspace for writing, building, previewing and publishing."
        features={features}
      />
      <DemoVideo />
    </>
  );
}
