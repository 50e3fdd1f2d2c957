import { z } from 'zod';

// CR and LF are refused outright so nothing typed here can start a new mail header.
const singleLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => !/[\r\n]/.test(v), `${label} must be on one line.`);

export const contactMessageSchema = z.object({
  name: singleLine('Name', 120),
  email: singleLine('Email', 254).pipe(z.email('Please enter a valid email address.')),
  subject: singleLine('Subject', 200),
  message: z
    .string({ error: 'Message is required.' })
    .trim()
    .min(1, 'Message is required.')
    .max(5000, 'Message must be at most 5000 characters.'),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactRateLimit = { max: 5, windowMs: 10 * 60 * 1000 } as const;
