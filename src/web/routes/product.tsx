import {
  BotIcon,
  CloudIcon,
  DatabaseIcon,
  GlobeIcon,
  LayersIcon,
  PencilLineIcon,
  RocketIcon,
  Share2Icon,
  ZapIcon,
} from 'lucide-react';
import { PageHero } from '../components/layout/page-hero';
import { Button } from '../components/ui/button';
import { useStartBuilding } from '../features/auth/use-start-building';
import { FeatureGrid } from '../features/landing/feature-grid';
import { Steps } from '../features/landing/steps';

const features = [
  {
    icon: ZapIcon,
    title: 'Instant Deployment',
    text: 'Publish the current build to a live link in seconds, and roll back just as fast.',
  },
  {
    icon: LayersIcon,
    title: 'Full-Stack Out of the Box',
    text: 'Pages, routing, state and data wiring are generated together, so the app works end to end.',
  },
  {
    icon: BotIcon,
    title: 'AI Engine',
    text: 'Pick the model that fits the job, or discuss ideas first without touching your code.',
  },
  {
    icon: GlobeIcon,
    title: 'Custom Domains',
    text: 'Put your app on your own domain on paid plans, with HTTPS handled for you.',
  },
  {
    icon: CloudIcon,
    title: 'Serverless Infrastructure',
    text: 'Nothing to provision: builds, previews and live links run on managed infrastructure.',
  },
  {
    icon: DatabaseIcon,
    title: 'Database Included',
    text: 'Connect a hosted backend-as-a-service and let the AI wire your app to it.',
  },
];

const steps = [
  {
    icon: PencilLineIcon,
    title: 'Write Your Prompt',
    text: 'Describe the app, its pages and who it is for. Upload documents to give the AI context.',
  },
  {
    icon: RocketIcon,
    title: 'AI Builds Everything',
    text: 'Watch files appear as the AI writes them, with a live preview that updates on every change.',
  },
  {
    icon: Share2Icon,
    title: 'Deploy & Share',
    text: 'Publish to a live link, choose who can see it, and keep improving it in chat.',
  },
];

export function ProductPage() {
  const startBuilding = useStartBuilding();
  return (
    <>
      <PageHero eyebrow="Product" title="The fastest way from idea to live app">
        <p>
          Shipwright pairs an AI engineer with a real build and hosting pipeline. You describe; it codes, builds and
          publishes.
        </p>
        <Button variant="gradient" size="lg" className="mt-8" onClick={() => startBuilding()}>
          Start Building
        </Button>
      </PageHero>
      <FeatureGrid
        heading="Built for shipping"
        intro="Everything between a prompt and a production link."
        features={features}
      />
      <Steps
        heading="Three steps to launch"
        intro="No setup, no boilerplate, no waiting on a build server."
        steps={steps}
      />
    </>
  );
}
