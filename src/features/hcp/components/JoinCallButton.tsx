// Join: opens the session's page (so the after-call steps are at hand when the call ends) and starts the call,
// which the overlay shows above the page.
import { Button, type ButtonProps } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { joinConsultation } from '../lib/join-call.ts';

type JoinCallButtonProps = ButtonProps & { sessionId: string; children: ReactNode; 'aria-label'?: string };

export function JoinCallButton({ sessionId, children, ...props }: JoinCallButtonProps) {
  const navigate = useNavigate();
  const [joining, setJoining] = useState(false);
  const join = async () => {
    setJoining(true);
    try {
      await navigate({ to: '/hcp/sessions/$sessionId', params: { sessionId } });
      await joinConsultation(sessionId);
    } finally {
      setJoining(false);
    }
  };
  return (
    <Button {...props} loading={joining} onClick={() => void join()}>
      {children}
    </Button>
  );
}
