import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { appOrigin, expect as baseExpect, signedInAccount, test } from './support/test';

// A long journey through two browsers on a shared machine: each step gets a little more time.
const expect = baseExpect.configure({ timeout: 15_000 });

// E2E_SCREENS=1 also keeps screenshots of the new screens (.tmp/screens/) to look at by eye.
const screensDir = '.tmp/screens';
async function shot(page: Page, name: string, fullPage = true) {
  if (!process.env.E2E_SCREENS) return;
  mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: `${screensDir}/${name}.png`, fullPage });
}

const switcher = (page: Page) => page.getByRole('button', { name: /^Workspace: / });
const projectCards = (page: Page) => page.getByRole('region', { name: 'Recent Projects' }).getByRole('article');

/** The invitation's link from the newest mail to `to` that is an invitation. */
async function invitationLink(page: Page, to: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`);
      const { mails } = (await res.json()) as { mails: Array<{ subject: string; text: string }> };
      const mail = mails.find((m) => /invited you/.test(m.subject));
      link = /(https?:\/\/\S+\/invite\/\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** A second person in a browser of their own, signed in with a confirmed account. */
async function secondPerson(browser: Browser) {
  const context = await browser.newContext({
    baseURL: appOrigin,
    extraHTTPHeaders: { 'x-forwarded-for': `10.251.${Math.floor(Math.random() * 250)}.7` },
  });
  const page = await context.newPage();
  const { email } = await signedInAccount(page);
  return { context, page, email };
}

test('an owner buys Team, invites a viewer who accepts by e-mail, makes them an editor; the audit log shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { email: ownerEmail } = await signedInAccount(page);
  const teamName = `${ownerEmail.split('@')[0]}'s team`;

  // A new account works in its personal workspace; a team is bought on the pricing page.
  await expect(switcher(page)).toHaveAccessibleName('Workspace: Personal');
  await switcher(page).click();
  await expect(page.getByRole('menuitemradio', { name: /Personal/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitem', { name: /Create a team/ }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('article', { name: 'Team plan' }).getByRole('button', { name: 'Start Free Trial' }).click(),
  ]);
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(checkout).toHaveURL(/\/pricing$/);
  await checkout.close();

  // The team workspace is there to switch to; the choice is in the URL and remembered.
  await page.goto('/dashboard');
  await switcher(page).click();
  await page.getByRole('menuitemradio', { name: new RegExp(teamName) }).click();
  await expect(page).toHaveURL(/\/dashboard\?workspace=[0-9a-f-]{36}$/);
  const workspaceId = new URL(page.url()).searchParams.get('workspace') as string;
  await expect(switcher(page)).toHaveAccessibleName(`Workspace: ${teamName}`);
  await expect(switcher(page)).toContainText('Team plan');
  await shot(page, 'dashboard-team-1280');
  await switcher(page).click();
  await shot(page, 'switcher-open-1280', false);
  await page.keyboard.press('Escape');
  // The account menu leads to the settings of the team last shown, too.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Workspace settings' })).toBeVisible();
  await page.keyboard.press('Escape');

  // A project made from the dashboard goes in the team workspace.
  const box = page.getByRole('textbox', { name: 'Describe your app' });
  await box.fill('A shared roadmap board for our team');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/app-builder\//);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(`/dashboard?workspace=${workspaceId}`);
  await expect(projectCards(page)).toHaveCount(1);

  // Invite the second person as a viewer.
  const guest = await secondPerson(browser);
  await switcher(page).click();
  await page.getByRole('menuitem', { name: 'Workspace settings' }).click();
  await expect(page).toHaveURL(`/workspaces/${workspaceId}/settings`);
  await expect(page.getByText('No pending invitations')).toBeVisible();
  await page.getByLabel('E-mail address').fill(guest.email);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Viewer' }).click();
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending.getByText(guest.email)).toBeVisible();
  await expect(pending.getByText('Viewer')).toBeVisible();

  // The guest opens the link from the e-mail and accepts.
  await guest.page.goto(await invitationLink(guest.page, guest.email));
  await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText(
    `${ownerEmail} invited you to join ${teamName} as Viewer`,
  );
  await shot(guest.page, 'invitation-1280');
  if (process.env.E2E_SCREENS) {
    await guest.page.setViewportSize({ width: 390, height: 844 });
    await shot(guest.page, 'invitation-390');
    await guest.page.setViewportSize({ width: 1280, height: 720 });
  }
  await guest.page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(guest.page).toHaveURL(`/dashboard?workspace=${workspaceId}`);
  await expect(guest.page.getByText(`You joined ${teamName}.`)).toBeVisible();

  // As a viewer: no prompt, a note instead; the team's project opens read-only, without a menu.
  await expect(guest.page.getByRole('heading', { name: 'You can view this workspace' })).toBeVisible();
  await expect(guest.page.getByRole('textbox', { name: 'Describe your app' })).toHaveCount(0);
  await shot(guest.page, 'dashboard-viewer-1280');
  const card = projectCards(guest.page).first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await card.getByRole('link').click();
  await expect(guest.page.getByText('View only').first()).toBeVisible();

  // The owner sees the new member and makes them an editor.
  await page.reload();
  await expect(page.getByText('No pending invitations')).toBeVisible();
  await page.getByRole('combobox', { name: `Role of ${guest.email}` }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await expect(page.getByText(`${guest.email}'s role is now Editor.`)).toBeVisible();
  await shot(page, 'settings-members-1280');

  // As an editor the guest may create projects and edit the team's.
  await guest.page.goto('/dashboard');
  await expect(guest.page).toHaveURL(`/dashboard?workspace=${workspaceId}`);
  await expect(guest.page.getByRole('textbox', { name: 'Describe your app' })).toBeVisible();
  await expect(
    projectCards(guest.page)
      .first()
      .getByRole('button', { name: /^Actions for/ }),
  ).toBeVisible();

  // The audit log has each step, newest first; the CSV is a download link.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row').filter({ hasText: 'Changed a role' })).toContainText('Viewer → Editor');
  await expect(log.getByRole('row').filter({ hasText: 'Joined the workspace' })).toContainText(guest.email);
  await expect(log.getByRole('row').filter({ hasText: 'Invited a member' })).toContainText(ownerEmail);
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    `/api/workspaces/${workspaceId}/audit.csv`,
  );
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Projects' }).click();
  await expect(log.getByRole('row').filter({ hasText: 'Created a project' })).toHaveCount(1);
  await expect(log.getByRole('row').filter({ hasText: 'Changed a role' })).toHaveCount(0);
  await shot(page, 'settings-audit-1280');

  // The other tabs, for the screenshots.
  if (process.env.E2E_SCREENS) {
    await page.getByRole('tab', { name: 'Usage' }).click();
    await expect(page.getByRole('progressbar', { name: 'Tokens used this month' })).toBeVisible();
    await shot(page, 'settings-usage-1280');
    await page.getByRole('tab', { name: 'General' }).click();
    await shot(page, 'settings-general-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const tab of ['Members', 'Usage', 'Audit log', 'General']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForTimeout(300);
      await shot(page, `settings-${tab.toLowerCase().replace(' ', '-')}-390`);
    }
    await page.goto(`/dashboard?workspace=${workspaceId}`);
    await switcher(page).click();
    await shot(page, 'switcher-open-390', false);
    await guest.page.setViewportSize({ width: 390, height: 844 });
    await guest.page.goto(`/workspaces/${workspaceId}/settings`);
    await expect(guest.page.getByRole('tab')).toHaveCount(2);
    await shot(guest.page, 'settings-members-editor-390');
  }
  await guest.context.close();
});
