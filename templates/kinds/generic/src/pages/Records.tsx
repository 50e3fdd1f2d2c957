import { RecordsPage } from '../components/records/RecordsPage';
import { features, schema } from '../schema';

// The app's list: src/schema.ts says what it keeps and which parts the page shows around it.
export function Records() {
  return <RecordsPage schema={schema} features={features} />;
}
