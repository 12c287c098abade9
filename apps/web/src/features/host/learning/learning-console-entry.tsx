import { lazy, Suspense } from 'react';
import { Loading } from '../../../ui/query-state.tsx';

/**
 * The route's chunk is this small file: the first visit's route map names each route chunk with every file it
 * needs, and the console's long list would push `/` over its JavaScript budget. The console loads the rest itself.
 */
const LearningConsolePage = lazy(() => import('./learning-console-page.tsx'));

export default function LearningConsoleEntry() {
  return (
    <Suspense
      fallback={
        <div className="container page-pad">
          <Loading />
        </div>
      }
    >
      <LearningConsolePage />
    </Suspense>
  );
}
