// A client's §3 fields as a description list (client profile details, client page summary).
import { Trans, useLingui } from '@lingui/react/macro';
import { AddressLines } from '../../../components/address/AddressLines.tsx';
import { FactList } from '../../../components/FactList.tsx';
import type { ReceptionClientDetails } from '../api/reception-client.ts';
import { heightParts, phoneWithCode, usDate } from '../lib/client-facts.ts';
import { ClientStatusBadge } from './ClientStatusBadge.tsx';

type ClientFactsProps = { client: ReceptionClientDetails; timeZone: string; full: boolean };

export function ClientFacts({ client, timeZone, full }: ClientFactsProps) {
  const { t, i18n } = useLingui();
  const height = heightParts(client.heightCm, client.heightUnit);
  const heightText = !height ? '' : height.unit === 'FT_IN' ? t`${height.feet} ft ${height.inches} in` : t`${height.cm} cm`;
  const weightText = client.weight != null ? (client.weightUnit === 'Kg' ? t`${client.weight} kg` : t`${client.weight} lb`) : '';
  const gender = client.gender === 'MALE' ? t`Male` : client.gender === 'FEMALE' ? t`Female` : client.gender === 'OTHER' ? t`Other` : '';
  const address = client.defaultAddress;
  const facts = [
    { label: <Trans>Email</Trans>, value: client.email },
    { label: <Trans>Phone</Trans>, value: phoneWithCode(client.phoneCode, client.phone) },
    { label: <Trans>Date of birth</Trans>, value: usDate(client.dob) },
    ...(full
      ? [
          { label: <Trans>Gender</Trans>, value: gender },
          { label: <Trans>Time zone</Trans>, value: client.timezone ?? '' },
          { label: <Trans>Height</Trans>, value: heightText },
          { label: <Trans>Weight</Trans>, value: weightText },
        ]
      : []),
    { label: <Trans>Address</Trans>, value: address ? <AddressLines address={address} /> : '' },
    ...(full
      ? [
          { label: <Trans>Status</Trans>, value: <ClientStatusBadge status={client.status} /> },
          { label: <Trans>Client since</Trans>, value: i18n.date(client.createdAt, { dateStyle: 'medium', timeZone }) },
        ]
      : []),
  ].filter((fact) => fact.value !== '');
  return <FactList facts={facts} />;
}
