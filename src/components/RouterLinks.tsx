// Mantine's Anchor and Button as typed TanStack Router links (route paths and params checked by the compiler).
import { Anchor, Button } from '@mantine/core';
import type { AnchorProps, ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type AnchorElementProps = AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

function RouterAnchorBase(props: AnchorProps & AnchorElementProps) {
  return <Anchor {...props} />;
}

function RouterButtonBase(props: ButtonProps & AnchorElementProps) {
  return <Button component="a" {...props} />;
}

export const AnchorLink = createLink(RouterAnchorBase);
export const ButtonLink = createLink(RouterButtonBase);
