import { RadioGroup } from 'radix-ui';
import { type SsoProtocol, ssoProtocols } from '../../../shared/sso';
import { ssoSettingsTexts } from '../../../shared/sso-texts';

/** OpenID Connect or SAML 2.0 as two side-by-side choices (stacked on a phone), a real radio group. */
export function SsoProtocolChoice({
  value,
  onChange,
  labelId,
}: {
  value: SsoProtocol;
  onChange: (protocol: SsoProtocol) => void;
  labelId: string;
}) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(next) => onChange(next as SsoProtocol)}
      aria-labelledby={labelId}
      className="grid gap-2 sm:grid-cols-2"
    >
      {ssoProtocols.map((protocol) => (
        <RadioGroup.Item
          key={protocol}
          value={protocol}
          aria-labelledby={`${labelId}-${protocol}-name`}
          aria-describedby={`${labelId}-${protocol}`}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left transition-colors hover:border-slate-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 data-[state=checked]:border-brand-500 data-[state=checked]:bg-brand-50/60"
        >
          <span className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white">
            <RadioGroup.Indicator className="size-2 rounded-full bg-brand-600" />
          </span>
          <span className="min-w-0">
            <span id={`${labelId}-${protocol}-name`} className="block text-sm font-medium text-slate-900">
              {ssoSettingsTexts.protocols[protocol]}
            </span>
            <span id={`${labelId}-${protocol}`} className="mt-0.5 block text-xs text-slate-600">
              {ssoSettingsTexts.protocolHints[protocol]}
            </span>
          </span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
