import { useEffect } from 'react';
import { APP_TITLE } from '../../api/contract';

/** The browser tab names the page: "Profile | Event Artwork Upload Management". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${APP_TITLE}`;
  }, [title]);
}
