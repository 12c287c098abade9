import { useParams } from 'react-router';
import NotFoundPage from '../../../ui/error-page/not-found-page.tsx';
import LearningProjectPage from './learning-project-page.tsx';
import LearningProjectsPage from './learning-projects-page.tsx';

/**
 * /host/learning/*, one chunk: the project list, `new` for a new project, or a project's number for its editor;
 * anything else does not exist.
 */
export default function LearningConsolePage() {
  const rest = useParams()['*'] ?? '';
  if (rest === '') return <LearningProjectsPage />;
  if (rest === 'new') return <LearningProjectPage id={undefined} />;
  if (/^\d{1,9}$/.test(rest)) return <LearningProjectPage id={Number(rest)} />;
  return <NotFoundPage />;
}
