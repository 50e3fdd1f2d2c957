import { RecordsPage } from '../components/records/RecordsPage';
import type { RecordSchema } from '../schema';

// Stand-in for a related list the engine adds on its own page: it writes the list's schema here.
const related: RecordSchema = {
  collection: 'clients',
  singular: 'Client',
  plural: 'Clients',
  title: 'name',
  fields: [{ key: 'name', label: 'Name', type: 'text', required: true }],
};

export function RelatedPage() {
  return <RecordsPage schema={related} features={{}} />;
}
