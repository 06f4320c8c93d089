import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToSection } from '../../../shared/ui/scroll.ts';

/** Arriving at `/#courses` (the top bar's packages button from another page) scrolls to it. */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const timer = setTimeout(() => scrollToSection(id), 50);
    return () => clearTimeout(timer);
  }, [hash]);
}
