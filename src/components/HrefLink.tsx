// A link to an address held as text (auth pages with a redirectUrl, external sites): a real <a href>, so it
// works with the keyboard, new tabs and screen readers, navigating inside the app without a reload.
import { Anchor, Button } from '@mantine/core';
import type { AnchorProps, ButtonProps } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

function useInAppClick(href: string) {
  const router = useRouter();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
}

export function HrefAnchor({ href, children, ...props }: AnchorProps & { href: string; children: ReactNode }) {
  const onClick = useInAppClick(href);
  return (
    <Anchor href={href} onClick={onClick} {...props}>
      {children}
    </Anchor>
  );
}

export function HrefButton({ href, children, ...props }: ButtonProps & { href: string; children: ReactNode }) {
  const onClick = useInAppClick(href);
  return (
    <Button component="a" href={href} onClick={onClick} {...props}>
      {children}
    </Button>
  );
}

/** Unstyled variant for custom-styled navigation items. */
export function HrefAnchorPlain({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const onClick = useInAppClick(href);
  return (
    <a href={href} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
