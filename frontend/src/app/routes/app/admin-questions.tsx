import { QuestionAdmin } from '@/features/self-care-admin/components/question-admin';

/** The admin's daily self-care questions: order, add, edit, retire and ask again. */
export function AdminQuestionsPage() {
  return <QuestionAdmin />;
}
