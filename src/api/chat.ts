import { call } from './client';
import { normaliseChatHistory, normalised } from './normalise';
import type { ChatHistoryPayload, ChatReadPayload, ChatSendPayload } from './types';
import { type UploadOptions, upload } from './upload';

export const chatPaths = {
  config: '/api/chat/config',
} as const;

/** Who uploads (docs/api.md#chat): a member by the bearer token, a guest by this id. */
export interface ChatUploader {
  guestId: string | null;
}

function fileForm(file: File, uploader: ChatUploader): FormData {
  const form = new FormData();
  // Before the file: the server checks who uploads before it reads the file.
  if (uploader.guestId) form.append('guestId', uploader.guestId);
  form.append('file', file, file.name);
  return form;
}

export const chatApi = {
  config: () => call(`GET ${chatPaths.config}`),
  send: (body: ChatSendPayload) => call('POST /api/chat/send-message', { body }),
  history: (body: ChatHistoryPayload) =>
    normalised('POST /api/chat/history', normaliseChatHistory, { body }),
  uploadImage: (file: File, uploader: ChatUploader, options?: UploadOptions) =>
    upload('POST /api/chat/upload-image', fileForm(file, uploader), options),
  uploadVideo: (file: File, uploader: ChatUploader, options?: UploadOptions) =>
    upload('POST /api/chat/upload-video', fileForm(file, uploader), options),
  markRead: (body: ChatReadPayload) => call('PUT /api/chat/read-customer', { body }),
};
