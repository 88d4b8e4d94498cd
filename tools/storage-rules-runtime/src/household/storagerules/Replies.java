package household.storagerules;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.PrintStream;

/**
 * Writes protocol messages to stdout. firebase-tools parses every stdout chunk it receives as one
 * JSON document, so each message is written and flushed in one go, under a lock, followed by a
 * short pause that keeps the next message from landing in the same pipe read.
 */
final class Replies {
  private static final long GAP_MILLIS = 20;
  private final PrintStream out;

  Replies(PrintStream out) {
    this.out = out;
  }

  synchronized void send(JsonObject message) {
    out.print(message.toString() + "\n");
    out.flush();
    try {
      Thread.sleep(GAP_MILLIS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The startup line firebase-tools waits for (request id -1). */
  static JsonObject ready() {
    JsonObject message = new JsonObject();
    message.addProperty("id", -1);
    message.addProperty("status", "ok");
    return message;
  }

  static JsonObject ok(long id, JsonObject result, JsonArray errors, JsonArray warnings) {
    JsonObject message = new JsonObject();
    message.addProperty("id", id);
    message.addProperty("status", "ok");
    message.add("result", result);
    message.add("errors", errors);
    message.add("warnings", warnings);
    return message;
  }

  /**
   * A failed request. The status stays "ok" on purpose: firebase-tools drops replies with another
   * status without answering the waiting caller, which would hang the upload; a non-empty errors
   * list makes it refuse the request instead.
   */
  static JsonObject failure(long id, String error) {
    JsonArray errors = new JsonArray();
    errors.add(error);
    return ok(id, new JsonObject(), errors, new JsonArray());
  }
}
