import { ArrowLeftIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, Route, Routes, useInRouterContext, useNavigate, useParams } from 'react-router';
import type { RecordSchema } from '../../schema';
import { Button } from '../ui/button';
import { FieldValue } from './FieldValue';
import { isEmpty, type SavedRecord, titleOf } from './fields';

/**
 * The list at the page's own address and each record at its id under it ("/habits/3f2a…"). In an
 * app without a router (one written before pages had addresses) there is only the list.
 */
export function RecordRoutes({ list, detail }: { list: ReactNode; detail: ReactNode }) {
  if (!useInRouterContext()) return list;
  return (
    <Routes>
      <Route index element={list} />
      <Route path=":recordId" element={detail} />
    </Routes>
  );
}

/** A record's title as a link to its own page, where there are record pages. */
export function RecordLink({ record, children }: { record: SavedRecord; children: ReactNode }) {
  if (!useInRouterContext()) return children;
  return (
    <Link to={record.id} className="underline-offset-2 hover:underline">
      {children}
    </Link>
  );
}

interface RecordDetailProps {
  records: SavedRecord[];
  /** True until the records have loaded: until then a missing record may still come. */
  loading: boolean;
  schema: RecordSchema;
  onEdit: (record: SavedRecord) => void;
  onDelete: (record: SavedRecord) => void;
  /** Something to do with the record besides Edit and Delete (a check-in). */
  action?: (record: SavedRecord) => ReactNode;
}

/** One record on a page of its own: every field, and what can be done with it. */
export function RecordDetail({ records, loading, schema, onEdit, onDelete, action }: RecordDetailProps) {
  const { recordId } = useParams();
  const navigate = useNavigate();
  const record = records.find((r) => r.id === recordId);
  const plural = schema.plural.toLowerCase();
  // Deleted while shown (here or in another tab): back to the list, which no longer has it.
  const shown = useRef(false);
  useEffect(() => {
    if (record) shown.current = true;
    else if (shown.current) navigate('..', { relative: 'path', replace: true });
  }, [record, navigate]);
  const back = (
    <Link
      to=".."
      relative="path"
      className="inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-ink"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {`All ${plural}`}
    </Link>
  );
  if (!record) {
    return (
      <section className="mx-auto flex max-w-3xl flex-col gap-4">
        {back}
        {loading ? (
          <p role="status" className="text-muted">
            {`Loading this ${schema.singular.toLowerCase()}…`}
          </p>
        ) : (
          <div className="rounded-xl border border-dashed border-line p-8 text-center">
            <h1 className="text-lg font-semibold">{`This ${schema.singular.toLowerCase()} isn’t here`}</h1>
            <p className="mt-1 text-muted">It may have been deleted, or the link is incomplete.</p>
          </div>
        )}
      </section>
    );
  }
  const title = titleOf(record, schema);
  const image = schema.fields.find((f) => f.type === 'image' && !isEmpty(record, f.key));
  const fields = schema.fields.filter((f) => f.key !== schema.title && f.type !== 'image');
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      {back}
      {image && (
        <img src={String(record[image.key])} alt={title} className="aspect-video w-full rounded-xl object-cover" />
      )}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="min-w-0 break-words text-3xl font-bold">{title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          {action?.(record)}
          {record.mine !== false && (
            <>
              <Button variant="outline" onClick={() => onEdit(record)}>
                <PencilIcon aria-hidden="true" />
                Edit
              </Button>
              <Button
                variant="outline"
                onClick={() => onDelete(record)}
                className="text-destructive hover:text-destructive"
              >
                <Trash2Icon aria-hidden="true" />
                Delete
              </Button>
            </>
          )}
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-4 rounded-xl border border-line bg-panel p-4 sm:grid-cols-[minmax(8rem,auto)_1fr] sm:p-6">
        {fields.map((f) => (
          <div key={f.key} className="contents">
            <dt className="text-sm font-medium text-muted">{f.label}</dt>
            <dd className="-mt-3 min-w-0 whitespace-pre-line break-words sm:mt-0">
              {isEmpty(record, f.key) ? (
                <span className="text-muted">—</span>
              ) : (
                <FieldValue record={record} field={f} />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
