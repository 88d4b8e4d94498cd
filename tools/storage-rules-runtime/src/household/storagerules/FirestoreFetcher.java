package household.storagerules;

import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.SettableFuture;
import com.google.gson.JsonObject;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * firestore.get()/exists() in Storage rules: asks firebase-tools for the document with a
 * "fetch_firestore_document" server request that carries the id of the verify being evaluated;
 * firebase-tools answers on stdin with that id and {status: "ok", result: {name, fields}} or
 * {status: "not_found"}. One fetch per verify is in flight at a time (the evaluator awaits each).
 */
final class FirestoreFetcher {
  private final Replies replies;
  private final Map<Long, SettableFuture<JsonObject>> pending = new ConcurrentHashMap<>();
  /** The number Replies gave each pending fetch request (an answer proves it was read). */
  private final Map<Long, Long> written = new ConcurrentHashMap<>();

  FirestoreFetcher(Replies replies) {
    this.replies = replies;
  }

  /** @param documentPath "/databases/(default)/documents/collection/id" */
  ListenableFuture<JsonObject> fetch(long verifyId, String documentPath) {
    SettableFuture<JsonObject> answer = SettableFuture.create();
    pending.put(verifyId, answer);
    JsonObject context = new JsonObject();
    context.addProperty("path", documentPath);
    JsonObject request = new JsonObject();
    request.addProperty("server_request_id", verifyId);
    request.addProperty("action", "fetch_firestore_document");
    request.add("context", context);
    written.put(verifyId, replies.send(request));
    return answer;
  }

  /** An answer from firebase-tools (a stdin message without "action"). */
  void complete(JsonObject message) {
    if (!message.has("id")) {
      System.err.println("storage-rules-runtime: answer without id: " + message);
      return;
    }
    long id = message.get("id").getAsLong();
    Long number = written.remove(id);
    if (number != null) replies.readThrough(number);
    SettableFuture<JsonObject> answer = pending.remove(id);
    if (answer == null) {
      System.err.println("storage-rules-runtime: no fetch waits for " + message);
      return;
    }
    answer.set(message);
  }
}
