package household.storagerules;

import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * "load_ruleset": compiles the rules source with Google's rules compiler (from the Cloud SDK
 * Firestore emulator jar) and keeps the compiled ruleset under the name firebase-tools gave it.
 */
final class Rulesets {
  private final FirebaseRulesProtoCompiler compiler =
      FirebaseRulesProtoCompiler.createStandalone(
          FirebaseRulesLangOptions.builder()
              .allowTernaryOperator(true)
              // Storage rules may call firestore.get()/exists(); without this they do not compile.
              .allowCrossServiceRules(true)
              .build());
  private final Map<String, RulesetAst> loaded = new ConcurrentHashMap<>();

  RulesetAst get(String name) {
    RulesetAst ruleset = loaded.get(name);
    if (ruleset == null) throw new IllegalStateException("No ruleset loaded as " + name);
    return ruleset;
  }

  /** Context: {rulesetName, source: {files: [{name, content}]}}. */
  JsonObject load(long id, JsonObject context) {
    String name = context.get("rulesetName").getAsString();
    Source.Builder source = Source.newBuilder();
    for (JsonElement element : context.getAsJsonObject("source").getAsJsonArray("files")) {
      JsonObject file = element.getAsJsonObject();
      source.addFiles(
          File.newBuilder()
              .setName(file.get("name").getAsString())
              .setContent(file.get("content").getAsString()));
    }
    CompileResult compiled = compiler.compile(source.build());
    JsonArray errors = new JsonArray();
    JsonArray warnings = new JsonArray();
    for (Issue issue : compiled.getIssues()) {
      (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(describe(issue));
    }
    JsonObject result = new JsonObject();
    if (!compiled.hasCompilationError()) {
      RulesetAst ast = compiled.getRulesetAst();
      loaded.put(name, ast);
      result.addProperty("rulesVersion", ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1);
    } else if (errors.size() == 0) {
      errors.add("The rules did not compile.");
    }
    return Replies.ok(id, result, errors, warnings);
  }

  /**
   * One issue as the JSON string firebase-tools parses (manager.js reads description_ and
   * sourcePosition_.{fileName_,line_}), the field names of Google's runtime.
   */
  static String describe(Issue issue) {
    JsonObject position = new JsonObject();
    position.addProperty("fileName_", issue.getSourcePosition().getFileName());
    position.addProperty("line_", issue.getSourcePosition().getLine());
    position.addProperty("column_", issue.getSourcePosition().getColumn());
    JsonObject json = new JsonObject();
    json.addProperty("description_", issue.getDescription());
    json.add("sourcePosition_", position);
    json.addProperty("severity_", issue.getSeverity().getNumber());
    return json.toString();
  }
}
