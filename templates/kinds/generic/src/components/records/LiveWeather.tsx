import { CloudSunIcon, WindIcon } from 'lucide-react';
import type { RecordSchema } from '../../schema';
import { type SavedRecord, titleOf } from './fields';
import { LiveNotice } from './LiveNotice';
import { getJson, useLive } from './live';

interface Weather {
  place: string;
  country: string;
  temperature: number;
  wind: number;
  code: number;
  high: number;
  low: number;
}

// WMO weather codes, as Open-Meteo reports them, in words.
const CONDITIONS: Array<[number, string]> = [
  [0, 'Clear sky'],
  [3, 'Partly cloudy'],
  [48, 'Fog'],
  [57, 'Drizzle'],
  [67, 'Rain'],
  [77, 'Snow'],
  [82, 'Rain showers'],
  [86, 'Snow showers'],
  [99, 'Thunderstorm'],
];
const conditionOf = (code: number) => CONDITIONS.find(([upTo]) => code <= upTo)?.[1] ?? 'Unknown';

interface Found {
  results?: Array<{ name: string; country?: string; latitude: number; longitude: number }>;
}
interface Forecast {
  current: { temperature_2m: number; wind_speed_10m: number; weather_code: number };
  daily: { temperature_2m_max: number[]; temperature_2m_min: number[] };
}

/** Today's weather in a place named in words, from Open-Meteo (free, no key), or null when it has no such place. */
async function weatherIn(name: string): Promise<Weather | null> {
  const found = await getJson<Found>(
    `https://geocoding-api.open-meteo.com/v1/search?count=1&language=en&name=${encodeURIComponent(name)}`,
  );
  const place = found.results?.[0];
  if (!place) return null;
  const forecast = await getJson<Forecast>(
    `https://api.open-meteo.com/v1/forecast?latitude=${place.latitude}&longitude=${place.longitude}&current=temperature_2m,wind_speed_10m,weather_code&daily=temperature_2m_max,temperature_2m_min&forecast_days=1&timezone=auto`,
  );
  return {
    place: place.name,
    country: place.country ?? '',
    temperature: forecast.current.temperature_2m,
    wind: forecast.current.wind_speed_10m,
    code: forecast.current.weather_code,
    high: forecast.daily.temperature_2m_max[0] ?? forecast.current.temperature_2m,
    low: forecast.daily.temperature_2m_min[0] ?? forecast.current.temperature_2m,
  };
}

/** The weather now in each record's place (its title: a city), fetched live by the browser. */
export function LiveWeather({ records, schema }: { records: readonly SavedRecord[]; schema: RecordSchema }) {
  const places = [...new Set(records.map((r) => titleOf(r, schema)))];
  const live = useLive(`weather:${places.join('|')}`, async () => {
    const found: Record<string, Weather | null> = {};
    for (const place of places) found[place] = await weatherIn(place);
    return found;
  });
  return (
    <section aria-label="Weather now" className="grid gap-3">
      <LiveNotice live={live} what="weather" />
      {places.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-muted">
          {`Add a ${schema.singular.toLowerCase()} below and its weather shows here.`}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {places.map((place) => {
            const weather = live.data?.[place];
            return (
              <li key={place} className="rounded-xl border border-line bg-panel p-4">
                <h2 className="font-semibold">
                  {weather ? `${weather.place}${weather.country ? `, ${weather.country}` : ''}` : place}
                </h2>
                {weather ? (
                  <>
                    <p className="mt-2 flex items-center gap-2">
                      <CloudSunIcon aria-hidden="true" className="size-6 text-brand-600" />
                      <span className="font-bold text-3xl tabular-nums">{`${Math.round(weather.temperature)}°C`}</span>
                    </p>
                    <p className="text-muted text-sm">{`${conditionOf(weather.code)} · high ${Math.round(weather.high)}° · low ${Math.round(weather.low)}°`}</p>
                    <p className="mt-1 flex items-center gap-1 text-muted text-sm">
                      <WindIcon aria-hidden="true" className="size-4" />
                      {`Wind ${Math.round(weather.wind)} km/h`}
                    </p>
                  </>
                ) : (
                  <p className="mt-2 text-muted text-sm">
                    {live.loading
                      ? 'Fetching the weather…'
                      : weather === null
                        ? 'No place by this name was found.'
                        : 'No weather yet.'}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-muted text-xs">
        Weather data by{' '}
        <a href="https://open-meteo.com/" className="underline">
          Open-Meteo
        </a>
        .
      </p>
    </section>
  );
}
