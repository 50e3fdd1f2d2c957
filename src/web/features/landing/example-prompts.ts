export const examplePrompts = [
  {
    label: 'E-commerce store',
    prompt:
      'An online store for handmade ceramics with a product grid, product pages, a shopping cart and a simple checkout form.',
  },
  {
    label: 'Learning platform',
    prompt:
      'A learning platform with a course catalogue, lesson pages with progress tracking and a dashboard of my enrolled courses.',
  },
  {
    label: 'Music app',
    prompt: 'A music app with playlists, a now-playing bar with play, pause and skip, and an artist page.',
  },
  {
    label: 'Analytics dashboard',
    prompt:
      'An analytics dashboard with KPI cards, a revenue chart by month, a traffic sources table and date filters.',
  },
] as const;
