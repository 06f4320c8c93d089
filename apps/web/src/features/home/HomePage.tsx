import { lazy, Suspense } from 'react';
import { LazyQueryProvider } from '../../shared/api/LazyQueryProvider.tsx';
import { useTenantProfile } from '../../shared/api/tenant-profile.ts';
import { useAfterFirstPaint } from '../../shared/ui/use-after-first-paint.ts';
import { useT } from '../../shared/i18n/index.ts';
import { HeroSection } from './components/HeroSection.tsx';
import { StatisticsSection } from './components/StatisticsSection.tsx';
import { LazySection } from './components/LazySection.tsx';
import { useHashScroll } from './hooks/use-hash-scroll.ts';
import './messages.ts';

const loadCourses = () => import('./components/CoursesSection.tsx');
const loadBooks = () => import('./components/BooksSection.tsx');
const loadCodes = () => import('./components/LectureCodesSection.tsx');
const loadTestimonials = () => import('./components/TestimonialsSection.tsx');

const HonourBoardSection = lazy(() => import('./components/HonourBoardSection.tsx'));

/**
 * The honour boards, after the first paint (never on the server): the section takes no room
 * until it knows there is a board to show, so the page does not keep an empty gap for it.
 */
function HonourBoards() {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <LazyQueryProvider>
        <HonourBoardSection />
      </LazyQueryProvider>
    </Suspense>
  );
}

/** The sections' modules, loaded before a page the server rendered is hydrated. */
export const HOME_SECTION_LOADERS = [loadCourses, loadBooks, loadCodes, loadTestimonials];

export default function HomePage() {
  const t = useT();
  const profile = useTenantProfile();
  useHashScroll();
  return (
    <>
      <HeroSection profile={profile.data} />
      <StatisticsSection profile={profile.data} />
      <LazySection id="courses" loadingText={t('marketing.section.loadingPackages')} load={loadCourses} />
      <LazySection
        id="books"
        loadingText={t('marketing.section.loadingBooks')}
        load={loadBooks}
        className="bg-white"
      />
      <LazySection
        id="lecture-codes"
        loadingText={t('marketing.section.loadingLectureCodes')}
        load={loadCodes}
      />
      <HonourBoards />
      <LazySection
        id="testimonials"
        loadingText={t('common.loading')}
        load={loadTestimonials}
        className="bg-secondary-50"
      />
    </>
  );
}
