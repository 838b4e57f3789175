#!/usr/bin/python3
"""Hark Studio in headless Chromium, as a person uses it: says "hydrate me" into the microphone
(SPEECH.wav played as one), types the rest of a Hydrator conversation, sees each question, the
result and the turn's timeline, types a Wallet PIN that is never shown, sees a Wallet card,
saves it all as a transcript that passes, runs the folder, looks at the apps' flow graphs and
the store, and is refused without the token.
Keeps a screenshot of each view in SCREENSHOTS.

usage: studio_page.py ADDRESS SCREENSHOTS SPEECH.wav
"""
import os
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as shown
from selenium.webdriver.support.ui import WebDriverWait


def browser(speech):
    """Headless Chromium whose microphone plays the WAV file `speech` once, allowed without asking."""
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,900", "--user-data-dir=" + tempfile.mkdtemp(prefix="hark-chromium-"),
                     "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream",
                     "--use-file-for-fake-audio-capture=" + speech + "%noloop"]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def main(address, screenshots, speech):
    os.makedirs(screenshots, exist_ok=True)
    driver = browser(speech)
    wait = WebDriverWait(driver, 30)
    try:
        driver.get(address)
        wait.until(lambda _: driver.execute_script("return document.querySelectorAll('#apps .app').length") > 0)

        def say(text, reply):
            box = driver.find_element(By.ID, "text")
            box.send_keys(text, Keys.ENTER)
            wait.until(shown.text_to_be_present_in_element((By.ID, "conversation"), reply))

        microphone = driver.find_element(By.ID, "mic")
        assert microphone.is_displayed(), "no microphone button"
        microphone.click()
        wait.until(shown.text_to_be_present_in_element((By.ID, "mic"), "Stop"))
        # The clip plays once, in real time; a loaded machine captures it late, so the
        # microphone stays open well past its end (silence after it is no speech).
        time.sleep(4)
        microphone.click()
        wait.until(shown.text_to_be_present_in_element((By.ID, "conversation"), "How many ounces?"))
        heard = driver.find_element(By.CSS_SELECTOR, "#conversation .you").text
        assert heard == "hydrate me", heard
        assert "ounces" in driver.find_element(By.ID, "text").get_attribute("placeholder")
        say("8", "What type of drink?")
        say("water", "OK. I logged 8 ounces of water.")
        kinds = [item.get_attribute("class") for item in driver.find_elements(By.CSS_SELECTOR, "#timeline li")]
        assert "stored" in kinds, kinds
        say("Lock my debit card in Wallet", "four-digit PIN")
        assert driver.find_element(By.ID, "text").get_attribute("type") == "password", "the PIN box shows what is typed"
        say("1234", "Your debit card is locked.")
        assert "1234" not in driver.find_element(By.ID, "conversation").text, "the PIN is shown"
        assert "1234" not in driver.find_element(By.ID, "timeline").text, "the PIN is in the timeline"
        assert driver.find_element(By.ID, "text").get_attribute("type") == "text"
        say("Pay 1500 dollars at the grocer with my credit card in Wallet", "Shall I go on?")
        card = driver.find_element(By.CSS_SELECTOR, "#conversation .card h3")
        assert card.text == "Large payment", card.text
        say("yes", "I recorded $1500")
        driver.save_screenshot(os.path.join(screenshots, "talk.png"))

        driver.find_element(By.ID, "name").send_keys("browser-hydrate")
        driver.find_element(By.ID, "save").click()
        wait.until(shown.text_to_be_present_in_element((By.ID, "saved"), "hark test passes it."))

        driver.find_element(By.ID, "tab-tests").click()
        driver.find_element(By.ID, "run").click()
        wait.until(shown.text_to_be_present_in_element((By.ID, "summary"), "1 passed, 0 failed"))
        driver.save_screenshot(os.path.join(screenshots, "tests.png"))

        driver.find_element(By.ID, "tab-apps").click()
        flows = driver.find_elements(By.CSS_SELECTOR, "#apps svg.flow")
        assert flows and flows[0].is_displayed(), "no flow graph"
        driver.save_screenshot(os.path.join(screenshots, "apps.png"))

        driver.find_element(By.ID, "tab-store").click()
        wait.until(shown.text_to_be_present_in_element((By.ID, "screens"), "8 oz of water"))
        driver.save_screenshot(os.path.join(screenshots, "store.png"))

        driver.get(address.split("?")[0])
        assert "token is missing" in driver.find_element(By.TAG_NAME, "body").text
    finally:
        driver.quit()
    print("ok")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3])
