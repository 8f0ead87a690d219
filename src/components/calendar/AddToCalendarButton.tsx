// 'Add to calendar' (spec §2, issue 5): asks the API for a fresh signed link to the session's .ics and opens
// it; the browser downloads the file and hands it to the calendar app (a phone opens it directly).
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { sessionCalendarUrl } from './api/calendar-link.ts';

export function AddToCalendarButton({ hcpSessionId }: { hcpSessionId: string }) {
  const [pending, setPending] = useState(false);
  const open = async () => {
    setPending(true);
    try {
      window.location.assign(await sessionCalendarUrl(hcpSessionId));
    } catch {
      // The transport has shown its toast (offline, or the session is gone).
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconCalendarPlus size={18} aria-hidden />} loading={pending} onClick={() => void open()}>
      <Trans>Add to calendar</Trans>
    </Button>
  );
}
