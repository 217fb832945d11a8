import { request } from "node:http";

/** Reads the answer to a body the server refuses while it streams in (fetch would report the reset). */
export function postAnsweredEarly(url: string, headers: Record<string, string>, body: Buffer) {
  return new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
    const req = request(url, { method: "POST", headers });
    req.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode, body: text });
        req.destroy();
      });
    });
    req.on("error", (error) => setTimeout(() => reject(error), 2000));
    req.end(body);
  });
}
