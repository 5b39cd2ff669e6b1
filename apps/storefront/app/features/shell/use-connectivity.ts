import { useToasts } from '@vitrine/ui';
import { useEffect, useRef, useState } from 'react';
import { shellMessages } from './shell.messages.ts';

/** Connectivity toasts show for 3 s (spec §9). */
export const CONNECTIVITY_TOAST_MS = 3000;

/**
 * Follows the browser's online signal (spec §4 Connectivity): going offline marks hasBeenOffline
 * and shows the offline toast; coming back online shows the online toast.
 */
export function useConnectivity(): { isOnline: boolean; hasBeenOffline: boolean } {
  const { addToast } = useToasts();
  const [isOnline, setOnline] = useState(true);
  const hasBeenOffline = useRef(false);
  useEffect(() => {
    setOnline(navigator.onLine);
    const offline = () => {
      hasBeenOffline.current = true;
      setOnline(false);
      addToast({
        type: 'warning',
        icon: 'wifi-off',
        message: shellMessages.offlineToast,
        timeout: CONNECTIVITY_TOAST_MS,
      });
    };
    const online = () => {
      setOnline(true);
      addToast({
        type: 'success',
        icon: 'wifi',
        message: shellMessages.onlineToast,
        timeout: CONNECTIVITY_TOAST_MS,
      });
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [addToast]);
  return { isOnline, hasBeenOffline: hasBeenOffline.current };
}
