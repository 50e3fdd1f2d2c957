import type { Page, Route } from '@playwright/test';
import { builtProject } from './support/built-project';
import { expect, signedInAccount, test } from './support/test';

// Live-data apps call public services from the visitor's browser. Here those services are answered
// in the browser's network layer with their real response shapes (Open-Meteo's geocoding and
// forecast, Frankfurter's latest rates), then cut off, as a visitor going offline would be.

async function previewOf(page: Page, prompt: string) {
  const project = await builtProject(page, prompt);
  const preview = await (await page.request.get(`/api/projects/${project.id}/preview`)).json();
  expect(preview.build?.status).toBe('ok');
  return `${preview.origin}/`;
}

const json = (route: Route, body: unknown) =>
  route.fulfill({
    status: 200,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: JSON.stringify(body),
  });

const PLACES: Record<string, { country: string; latitude: number; longitude: number; temperature: number }> = {
  London: { country: 'United Kingdom', latitude: 51.5, longitude: -0.13, temperature: 14.2 },
  Paris: { country: 'France', latitude: 48.85, longitude: 2.35, temperature: 17.6 },
};

test('a weather dashboard shows the weather in each city, and the last figures with a notice when offline', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signedInAccount(page);
  const url = await previewOf(page, 'weather dashboard for the cities I care about');
  await context.route('https://geocoding-api.open-meteo.com/**', (route) => {
    const name = new URL(route.request().url()).searchParams.get('name') ?? '';
    const place = PLACES[name];
    return json(route, place ? { results: [{ name, ...place }] } : { generationtime_ms: 0.1 });
  });
  await context.route('https://api.open-meteo.com/**', (route) => {
    const latitude = Number(new URL(route.request().url()).searchParams.get('latitude'));
    const place = Object.values(PLACES).find((p) => p.latitude === latitude);
    return json(route, {
      current: { temperature_2m: place?.temperature ?? 0, wind_speed_10m: 11.5, weather_code: 2 },
      daily: { time: ['2026-11-27'], temperature_2m_max: [19.1], temperature_2m_min: [9.4] },
    });
  });
  const app = await context.newPage();
  await app.goto(url);
  const weather = app.getByRole('region', { name: 'Weather now' });
  await expect(weather.getByRole('heading', { name: 'London, United Kingdom' })).toBeVisible({ timeout: 20_000 });
  await expect(weather.getByText('14°C')).toBeVisible();
  await expect(weather.getByText('Partly cloudy · high 19° · low 9°').first()).toBeVisible();
  // A city the service does not know says so rather than showing nothing.
  await expect(weather.getByText('No place by this name was found.').first()).toBeVisible();

  // Offline: the last figures stay, with how old they are and a way to try again.
  await context.unrouteAll();
  await context.route(/open-meteo\.com/, (route) => route.abort('internetdisconnected'));
  await app.reload();
  await expect(
    weather.getByText(/Live weather can’t be reached right now: you may be offline\. Showing the figures from/),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(weather.getByText('14°C')).toBeVisible();
  await expect(weather.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('a currency converter converts between the pinned currencies at the day’s rates', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signedInAccount(page);
  const url = await previewOf(page, 'Currency converter with my favourite currencies pinned');
  await context.route('https://api.frankfurter.app/**', (route) => {
    const from = new URL(route.request().url()).searchParams.get('from');
    const rates: Record<string, Record<string, number>> = {
      EUR: { USD: 1.08, GBP: 0.85, JPY: 162.5, CHF: 0.95 },
      USD: { EUR: 0.925, GBP: 0.787, JPY: 150.4, CHF: 0.88 },
    };
    return json(route, { amount: 1, base: from, date: '2026-11-27', rates: rates[from ?? ''] ?? {} });
  });
  const app = await context.newPage();
  await app.goto(url);
  const converter = app.getByRole('region', { name: 'Convert' });
  await expect(converter.getByText('1 EUR = 1.0800 USD')).toBeVisible({ timeout: 20_000 });
  await expect(converter.getByText('$108.00')).toBeVisible();
  await converter.getByRole('textbox', { name: 'Amount' }).fill('50');
  await expect(converter.getByText('$54.00')).toBeVisible();
  await converter.getByRole('combobox', { name: 'From' }).selectOption('USD');
  await expect(converter.getByText('1 USD = 0.9250 EUR')).toBeVisible();
  await expect(converter.getByText('Reference rates of 2026-11-27 from')).toBeVisible();
  // A pinned word that is no published code is named, and the others still convert.
  await app.getByRole('textbox', { name: 'Code' }).fill('dollar');
  await app.getByRole('button', { name: 'Add currency', exact: true }).click();
  await expect(
    converter.getByText('No rates are published for dollar: pin a three-letter code such as EUR, USD or JPY.'),
  ).toBeVisible();
  await expect(converter.getByText('1 USD = 0.9250 EUR')).toBeVisible();
});
