import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { useSessionStore } from '@/lib/session';
import { getMeQueryOptions } from './get-me';

/** POST /api/custom/v1/update-user-info/: refreshes the cached profile and the session. */
export const useUpdateUserInfo = () => {
  const queryClient = useQueryClient();
  const updateProfile = useSessionStore((s) => s.updateProfile);
  return $api.useMutation('post', '/api/custom/v1/update-user-info/', {
    onSuccess: (data) => {
      queryClient.setQueryData(getMeQueryOptions().queryKey, data.user);
      updateProfile(data.user);
    },
  });
};
