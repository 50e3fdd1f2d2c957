import { z } from 'zod';

/**
 * The owner's secrets for an app's functions (`ctx.secrets`), one set per environment: the
 * preview's and the live app's never mix. Stored encrypted; the builder shows a name with the
 * end of its value, never the value.
 */
export const functionSecretLimits = { perEnvironment: 50, valueChars: 8_192 } as const;

export const secretNamePattern = /^[A-Z][A-Z0-9_]{0,63}$/;

export const secretNameSchema = z
  .string()
  .regex(secretNamePattern, 'Secret names are capital letters, digits and _, starting with a letter (STRIPE_KEY).');

export const saveSecretSchema = z.object({
  value: z
    .string()
    .min(1, 'A secret needs a value.')
    .max(functionSecretLimits.valueChars, `A secret may hold at most ${functionSecretLimits.valueChars} characters.`),
});

export interface FunctionSecretView {
  name: string;
  /** The value's last characters behind dots, when it is long enough to show them safely. */
  hint: string;
  updatedAt: string;
}

export const functionSecretTexts = {
  tooMany: `An environment holds at most ${functionSecretLimits.perEnvironment} secrets. Delete one first.`,
  notFound: (name: string) => `There is no secret “${name}” here.`,
} as const;
