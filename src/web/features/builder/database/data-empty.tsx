import { DatabaseIcon, PlusIcon } from 'lucide-react';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { Button } from '../../../components/ui/button';

/** No records in this environment yet: how apps store data, and a way to add the first record. */
export function DataEmpty({ liveMissing, onAdd }: { liveMissing: boolean; onAdd: () => void }) {
  return (
    <div className="flex h-full flex-col items-center justify-center px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl border border-slate-200 bg-white text-slate-400 shadow-sm">
        <DatabaseIcon aria-hidden className="size-7" />
      </span>
      <h3 className="mt-4 text-base font-semibold text-slate-900">{appDataTexts.emptyTitle}</h3>
      {liveMissing ? <p className="mt-1 max-w-md text-sm text-slate-600">{appDataTexts.liveNotDeployed}</p> : null}
      <p className="mt-2 max-w-md text-sm text-slate-500">{appDataTexts.emptyBody}</p>
      <p className="mt-2 max-w-md text-sm text-slate-500">{appDataTexts.emptyRules}</p>
      <Button className="mt-5" onClick={onAdd}>
        <PlusIcon aria-hidden />
        {appDataTexts.addRecord}
      </Button>
    </div>
  );
}
