import { z } from 'zod';

/**
 * Packages installed with the product and bundled with no network: generated apps import them
 * freely. Versions are the product's own (package.json); the system prompt, the bundler, the
 * dependency panel and exports all read this one list.
 */
export const curatedPackages = [
  { name: 'react', use: 'UI' },
  { name: 'react-dom', use: 'UI' },
  { name: 'react-router', use: 'routing' },
  { name: 'lucide-react', use: 'icons' },
  { name: 'recharts', use: 'charts' },
  { name: 'date-fns', use: 'dates' },
  { name: 'motion', use: 'animation (import from "motion/react")' },
  { name: 'framer-motion', use: 'animation' },
  { name: 'zustand', use: 'state' },
  { name: 'clsx', use: 'class names' },
  { name: 'tailwind-merge', use: 'class names' },
  { name: 'class-variance-authority', use: 'component variants' },
  { name: '@tanstack/react-query', use: 'data fetching' },
  { name: 'zod', use: 'validation' },
  { name: 'react-hook-form', use: 'forms' },
  { name: '@hookform/resolvers', use: 'form validation with zod' },
  { name: 'sonner', use: 'toasts' },
  { name: 'canvas-confetti', use: 'confetti' },
  { name: 'radix-ui', use: 'accessible primitives' },
] as const;

export const curatedNames: readonly string[] = curatedPackages.map((p) => p.name);

export const isCurated = (name: string) => curatedNames.includes(name);

/** Packages outside the curated set, installed on demand from the npm registry. */
export const packageLimits = {
  /** Packages outside the curated set one project may name. */
  maxPerProject: 10,
  /** A package with its dependencies, unpacked. */
  maxUnpackedBytes: 60 * 1024 * 1024,
  /** One install, dependencies included. */
  installTimeoutMs: 90_000,
} as const;

/** The package a bare import names: "@scope/name/sub" → "@scope/name", "name/sub" → "name". */
export const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier);

// npm's own rules for new package names: lowercase, URL-safe, at most 214 characters.
export const packageNameSchema = z
  .string()
  .trim()
  .max(214)
  .regex(/^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/, 'Not a valid npm package name.');

// An exact version, a range (^1.2.0, ~1, >=2 <3, 1.x) or a dist-tag (latest, next).
export const versionSpecSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-zA-Z0-9.^~<>=*|\s+-]+$/, 'Not a valid version or range.');

export const addDependencySchema = z.object({
  name: packageNameSchema,
  version: versionSpecSchema.optional(),
});
export type AddDependency = z.infer<typeof addDependencySchema>;

export type DependencySource = 'curated' | 'npm';

/** One line of the builder's dependency list. */
export interface DependencyView {
  name: string;
  /** What package.json asks for ("^3.1.0", "latest"). */
  requested: string;
  /** The exact version the app is built with; null until resolved (registry unreachable, say). */
  version: string | null;
  source: DependencySource;
  /** True when the package is unpacked in the server's package cache, ready to bundle. */
  installed: boolean;
}

export const noRegistryMessage = (name: string) =>
  `"${name}" could not be installed: the npm registry is not reachable from the server, so only the ready-made packages work (${curatedNames.join(', ')}).`;

/** What the dependency routes answer when they refuse (the builder shows the message as it is). */
export const dependencyTexts = {
  ownerOnly: "Only the project owner can change the app's packages.",
  noFiles: 'This project has no files yet. Send a first message to build the app, then add packages.',
  frozen: "package.json is frozen. Unfreeze it in the code view to change the app's packages.",
  busy: "A reply is still changing this app's files. Wait for it to finish, then change its packages.",
  tooMany: (limit: number) =>
    `An app may add at most ${limit} packages besides the ready-made ones. Remove one before adding another.`,
  notListed: (name: string) => `"${name}" is not one of this app's dependencies.`,
  invalidManifest: (reason: string) => `package.json cannot be changed: ${reason}. Fix the file, then try again.`,
  added: (name: string, version: string) => `Added dependency ${name} ${version}`,
  updated: (name: string, version: string) => `Changed dependency ${name} to ${version}`,
  removed: (name: string) => `Removed dependency ${name}`,
} as const;
