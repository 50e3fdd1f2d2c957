import { useMutation } from '@tanstack/react-query';
import { SendIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { ContactMessageInput } from '../../../shared/contact';
import { toasts } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { FieldError, Input, Label, Textarea } from '../../components/ui/input';
import { notify } from '../../components/ui/toaster';
import { ApiRequestError, api, unwrap } from '../../lib/api';
import { siteConfig } from '../../lib/site-config';

type Field = keyof ContactMessageInput;
const empty: Record<Field, string> = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const send = useMutation({
    mutationFn: (input: ContactMessageInput) => unwrap(api.functions['contact-form'].$post({ json: input })),
    onSuccess: () => {
      notify.success(toasts.contactSent.title);
      setValues(empty);
    },
    onError: (error) => {
      const failed = toasts.contactFailed(siteConfig.supportEmail);
      const rateLimited = error instanceof ApiRequestError && error.status === 429;
      notify.error(failed.title, rateLimited ? `${error.message} ${failed.description}` : failed.description);
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema (and zod) is fetched on the first send: the page shows without it.
    const { contactMessageSchema } = await import('../../../shared/contact');
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as Field] ??= issue.message;
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    send.mutate(parsed.data);
  };

  const field = (name: Field) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="contact-name">Name</Label>
          <Input {...field('name')} autoComplete="name" placeholder="Ada Lovelace" />
          <FieldError id="contact-name-error" message={errors.name} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="contact-email">Email</Label>
          <Input {...field('email')} type="email" autoComplete="email" placeholder="you@example.com" />
          <FieldError id="contact-email-error" message={errors.email} />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="contact-subject">Subject</Label>
        <Input {...field('subject')} placeholder="How can we help?" />
        <FieldError id="contact-subject-error" message={errors.subject} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea {...field('message')} rows={6} placeholder="Tell us a bit about what you need." />
        <FieldError id="contact-message-error" message={errors.message} />
      </div>
      <Button type="submit" size="lg" variant="gradient" disabled={send.isPending} className="justify-self-start">
        <SendIcon />
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
