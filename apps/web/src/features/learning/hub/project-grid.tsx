import '../learning.css';
import type { EduProjectCard } from '@madang/contracts';
import { ProjectCard } from './project-card.tsx';

export function ProjectGrid({ projects, label }: { projects: readonly EduProjectCard[]; label?: string }) {
  return (
    <ul className="edu-grid" aria-label={label}>
      {projects.map((project) => (
        <ProjectCard key={project.id} project={project} />
      ))}
    </ul>
  );
}
