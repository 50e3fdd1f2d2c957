import type { Mail } from '../../vendors/mail';

export interface AppMail {
  appName: string;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  unsubscribeUrl: string;
  /** Written by a visitor in the browser (`notifyOwner`), not by the app's own server code. */
  fromVisitor?: boolean;
}

/**
 * An app's e-mail as it leaves: the app's name as the sender's, the app's plain text, and a footer
 * naming the app with its unsubscribe link, also given as List-Unsubscribe with one-click POST
 * (RFC 8058), so mail clients show their own unsubscribe button.
 */
export function composeAppEmail(mail: AppMail): Mail {
  const appName = mail.appName.replace(/\s+/g, ' ').trim() || 'This app';
  // An app called "support@bank.example" must not pass for an address where clients show the name alone.
  const senderName = appName.replace(/@/g, ' ').replace(/\s+/g, ' ').trim() || 'This app';
  const footer = [
    '—',
    ...(mail.fromVisitor ? [`A visitor of ${appName} wrote this message through the app.`] : []),
    `Sent by ${appName}. Unsubscribe: ${mail.unsubscribeUrl}`,
  ];
  return {
    to: mail.to,
    subject: mail.subject,
    text: `${mail.text}\n\n${footer.join('\n')}\n`,
    replyTo: mail.replyTo,
    fromName: senderName,
    headers: {
      'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
