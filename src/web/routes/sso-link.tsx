import { useMutation, useQuery } from '@tanstack/react-query';
import { KeyRoundIcon, Loader2Icon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/routes';
import { ssoLinkPageTexts as t } from '../../shared/sso-texts';
import { Button, buttonVariants } from '../components/ui/button';
import { PageSpinner } from '../components/ui/page-spinner';
import { approveSsoLink, readSsoLink } from '../features/sso/sso-api';

/**
 * The page an "approve single sign-on" e-mail opens: opening it approves nothing (a mail
 * scanner opens links too); the person's own click on Approve does.
 */
export function SsoLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const request = useQuery({ queryKey: ['sso-link', token], queryFn: () => readSsoLink(token), retry: false });
  const approve = useMutation({ mutationFn: () => approveSsoLink(token) });
  const card = 'rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm';
  const icon = (
    <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
      <KeyRoundIcon className="size-6" aria-hidden />
    </span>
  );
  return (
    <div className="min-h-full bg-slate-50 px-4 py-12 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-xl">
        {request.data ? (
          <div className={card}>
            {icon}
            <h1 className="mt-4 text-xl font-semibold text-slate-900">{approve.isSuccess ? t.doneTitle : t.title}</h1>
            <p className="mt-2 text-sm text-slate-600">
              {approve.isSuccess ? t.doneBody : t.body(request.data.email, request.data.workspace)}
            </p>
            {approve.isError && (
              <p role="alert" className="mt-3 text-sm text-red-600">
                {approve.error.message}
              </p>
            )}
            <div className="mt-6 flex flex-wrap justify-center gap-2">
              {approve.isSuccess ? (
                <Link to={paths.auth} className={buttonVariants()}>
                  {t.signIn}
                </Link>
              ) : (
                <>
                  <Link to={paths.dashboard} className={buttonVariants({ variant: 'outline' })}>
                    {t.notMe}
                  </Link>
                  <Button onClick={() => approve.mutate()} disabled={approve.isPending}>
                    {approve.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
                    {t.approve}
                  </Button>
                </>
              )}
            </div>
          </div>
        ) : request.isError ? (
          <div role="alert" className={card}>
            {icon}
            <h1 className="mt-4 text-xl font-semibold text-slate-900">{t.title}</h1>
            <p className="mt-2 text-sm text-slate-600">{request.error.message}</p>
          </div>
        ) : (
          <PageSpinner label={t.loading} />
        )}
      </div>
    </div>
  );
}
