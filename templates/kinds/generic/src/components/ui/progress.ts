// Stand-in: generated apps have the starter's own src/components/ui/progress.tsx (see templates/README.md).
export * from '../../../../../react-app/src/components/ui/progress';
