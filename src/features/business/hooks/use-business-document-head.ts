// Spec §1: page title and favicon follow the business name and picture, except when the picture is the
// literal 'RANDOM' (a seed marker, not an address); leaving the business restores the app's own.
import { useEffect } from 'react';
import { usableBusinessPicture } from '../../../app/business-context.ts';

export function useBusinessDocumentHead(name: string, pictureUrl: string | null | undefined): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = name;
    const picture = usableBusinessPicture(pictureUrl);
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    const previousIcon = icon?.href ?? null;
    if (icon && picture) icon.href = picture;
    return () => {
      document.title = previousTitle;
      if (icon && previousIcon) icon.href = previousIcon;
    };
  }, [name, pictureUrl]);
}
