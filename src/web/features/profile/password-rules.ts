import { authLimits } from '../../../shared/auth';
import { validationMessages } from '../../../shared/messages';

export type PasswordField = 'current' | 'next' | 'confirm';

export interface PasswordProblem {
  message: string;
  /** The fields to mark invalid, so the eye goes to the one to fix. */
  fields: PasswordField[];
}

/**
 * The spec's password checks, in its order: anything blank, then a mismatch, then the length.
 * Pass only the fields the form shows; null means they are fine.
 */
export function passwordProblem(values: Partial<Record<PasswordField, string>>): PasswordProblem | null {
  const blank = (Object.keys(values) as PasswordField[]).filter((field) => values[field] === '');
  if (blank.length) return { message: validationMessages.passwordFieldsRequired, fields: blank };
  if (values.next !== values.confirm) return { message: validationMessages.passwordsDiffer, fields: ['confirm'] };
  if ((values.next ?? '').length < authLimits.passwordMinLength) {
    return { message: validationMessages.passwordTooShort, fields: ['next', 'confirm'] };
  }
  return null;
}
