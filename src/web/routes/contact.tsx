import { ClockIcon, MailIcon, MapPinIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { brand } from '../../shared/brand';
import { PageHero } from '../components/layout/page-hero';
import { Card } from '../components/ui/card';
import { ContactForm } from '../features/contact/contact-form';
import { siteConfig } from '../lib/site-config';

export function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Contact" title="Get in touch">
        <p>Questions about your account, a plan for your team, or an enterprise deal? We read every message.</p>
      </PageHero>
      <section className="bg-slate-50 px-4 pb-20 sm:px-6">
        <div className="mx-auto -mt-10 grid max-w-6xl gap-6 lg:grid-cols-3">
          <div className="grid content-start gap-4">
            <InfoCard icon={<MailIcon />} title="Email support">
              <a href={`mailto:${siteConfig.supportEmail}`} className="font-medium text-brand-600 hover:underline">
                {siteConfig.supportEmail}
              </a>
            </InfoCard>
            <InfoCard icon={<MapPinIcon />} title="Office">
              {brand.officeLocation}
            </InfoCard>
            <InfoCard icon={<ClockIcon />} title="Response time">
              {brand.responseTime}
            </InfoCard>
          </div>
          <Card className="p-6 sm:p-8 lg:col-span-2">
            <h2 className="text-xl font-semibold text-slate-900">Send us a message</h2>
            <p className="mt-1 mb-6 text-sm text-slate-600">All fields are required.</p>
            <ContactForm />
          </Card>
        </div>
      </section>
    </>
  );
}

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="flex gap-4 p-5">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 [&_svg]:size-5">
        {icon}
      </span>
      <div>
        <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
        <div className="mt-1 text-sm text-slate-600">{children}</div>
      </div>
    </Card>
  );
}
