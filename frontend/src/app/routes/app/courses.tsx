import { SavedCourses } from '@/features/learning/components/saved-courses';

/** /courses (SUBSCRIBER) */
export function CoursesPage() {
  return <SavedCourses />;
}
