import { get, post, put, type UploadOptions, upload } from './client';
import { normaliseChatHistory, normalised } from './normalise';
import type {
  ChatConfig,
  ChatHistoryPayload,
  ChatReadPayload,
  ChatSendPayload,
  ChatSendResult,
  Ok,
  UploadResult,
} from './types';

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
  config: () => get<ChatConfig>(chatPaths.config),
  send: (payload: ChatSendPayload) => post<ChatSendResult>('/api/chat/send-message', payload),
  history: (payload: ChatHistoryPayload) =>
    normalised('POST /api/chat/history', post('/api/chat/history', payload), normaliseChatHistory),
  uploadImage: (file: File, uploader: ChatUploader, options?: UploadOptions) =>
    upload<UploadResult>('/api/chat/upload-image', fileForm(file, uploader), options),
  uploadVideo: (file: File, uploader: ChatUploader, options?: UploadOptions) =>
    upload<UploadResult>('/api/chat/upload-video', fileForm(file, uploader), options),
  markRead: (payload: ChatReadPayload) => put<Ok>('/api/chat/read-customer/', payload),
};
