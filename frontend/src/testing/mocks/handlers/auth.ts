import { errorBody, http, serverText } from '../http';
import { loginResponse } from '../data';

/** Log in, register, activate and password recovery, as the server answers them. */
export const authHandlers = [
  http.post('/api/jwt-auth/v1/token/', async ({ request, response }) => {
    const body = await request.json();
    if (body.password !== 'secret123') {
      return response(401).json(errorBody(401, 'invalid_credentials', serverText.invalidCredentials));
    }
    return response(200).json(loginResponse(body.username === 'admin' ? 'ADMIN' : 'SUBSCRIBER'));
  }),
  // A taken e-mail gets this same answer (the server does not tell); a taken username is a 409 on the field.
  http.post('/api/custom/v1/register', async ({ request, response }) => {
    const body = await request.json();
    if (body.username?.toLowerCase() === 'taken') {
      return response(409).json(errorBody(409, 'username_taken', serverText.usernameTaken, { username: [serverText.usernameTaken] }));
    }
    return response(201).json({ message: serverText.registrationSucceeded });
  }),
  http.get('/api/custom/v1/activate', ({ query, response }) => {
    if (query.get('key') === 'good-key') return response(200).json({ message: serverText.accountActivated });
    return response(400).json(errorBody(400, 'invalid_activation_key', serverText.invalidActivationKey));
  }),
  http.post('/api/custom/v1/password-reset', ({ response }) => response(200).json({ message: serverText.passwordResetSent })),
  http.post('/api/custom/v1/password-update', async ({ request, response }) => {
    const body = await request.json();
    if (body.key !== 'good-key') return response(400).json(errorBody(400, 'invalid_reset_key', serverText.invalidResetKey));
    return response(200).json({ message: serverText.passwordResetDone });
  }),
];
