package household.storagerules;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Entry point of the Storage rules runtime stand-in: `java -jar storage-rules-runtime.jar serve`.
 *
 * <p>Speaks the JSON protocol firebase-tools' Storage emulator expects from its downloadable
 * runtime (lib/emulator/storage/rules/runtime.js): one request per stdin line, one reply per
 * stdout chunk. Requests carry an "action" ("load_ruleset" or "verify"); lines without an action
 * are firebase-tools' answers to our "fetch_firestore_document" server requests. Work runs on a
 * thread pool so that stdin stays free to receive those answers while a verify waits for them.
 */
public final class RuntimeMain {
  private RuntimeMain() {}

  public static void main(String[] args) throws Exception {
    // Google's classes may log to stdout; only protocol replies may go there.
    PrintStream protocolOut =
        new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
    System.setOut(System.err);
    Replies replies = new Replies(protocolOut);
    Rulesets rulesets = new Rulesets();
    FirestoreFetcher fetcher = new FirestoreFetcher(replies);
    Verifier verifier = new Verifier(rulesets, fetcher);
    ExecutorService workers = Executors.newCachedThreadPool(runnable -> {
      Thread thread = new Thread(runnable, "storage-rules-worker");
      thread.setDaemon(true);
      return thread;
    });

    replies.send(Replies.ready());
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) continue;
      JsonObject message;
      try {
        message = JsonParser.parseString(line).getAsJsonObject();
      } catch (RuntimeException e) {
        System.err.println("storage-rules-runtime: unreadable request: " + e.getMessage());
        continue;
      }
      if (!message.has("action")) {
        fetcher.complete(message);
        continue;
      }
      JsonObject request = message;
      long writtenBefore = replies.written();
      workers.execute(() -> replies.send(handle(request, rulesets, verifier), writtenBefore));
    }
    workers.shutdownNow();
  }

  private static JsonObject handle(JsonObject request, Rulesets rulesets, Verifier verifier) {
    long id = request.get("id").getAsLong();
    String action = request.get("action").getAsString();
    JsonObject context = request.getAsJsonObject("context");
    try {
      switch (action) {
        case "load_ruleset":
          return rulesets.load(id, context);
        case "verify":
          return verifier.verify(id, context);
        default:
          return Replies.failure(id, "Unknown action: " + action);
      }
    } catch (Exception e) {
      System.err.println("storage-rules-runtime: " + action + " failed: " + e);
      return Replies.failure(id, action + " failed: " + e);
    }
  }
}
