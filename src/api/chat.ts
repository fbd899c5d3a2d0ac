import { get, post, put, type UploadOptions, upload } from './client';
import type {
  ChatConfig,
  ChatHistory,
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

function fileForm(file: Blob, name?: string): FormData {
  const form = new FormData();
  form.append('file', file, name);
  return form;
}

export const chatApi = {
  config: () => get<ChatConfig>(chatPaths.config),
  send: (payload: ChatSendPayload) => post<ChatSendResult>('/api/chat/send-message', payload),
  history: (payload: ChatHistoryPayload) => post<ChatHistory>('/api/chat/history', payload),
  uploadImage: (file: File, options?: UploadOptions) =>
    upload<UploadResult>('/api/chat/upload-image', fileForm(file, file.name), options),
  uploadVideo: (file: File, options?: UploadOptions) =>
    upload<UploadResult>('/api/chat/upload-video', fileForm(file, file.name), options),
  markRead: (payload: ChatReadPayload) => put<Ok>('/api/chat/read-customer/', payload),
};
